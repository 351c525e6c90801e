import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadwiseAppsSection } from './readwise-apps-section';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), handleError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ReadwiseAppsSection', () => {
  it('shows the base URL and the highlights URL of the address in use', () => {
    render(<ReadwiseAppsSection origin="https://precis.example.com" />);
    expect(screen.getByRole('heading', { name: 'Use Precis with apps that sync to Readwise' })).toBeTruthy();
    expect(screen.getByText('https://precis.example.com/api/v2')).toBeTruthy();
    expect(screen.getByText('https://precis.example.com/api/v2/highlights/')).toBeTruthy();
    expect(screen.getByText('Moon+ Reader')).toBeTruthy();
  });

  it('copies the highlights URL Moon+ Reader asks for', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ReadwiseAppsSection origin="http://192.168.1.5:3000" />);
    await user.click(screen.getByRole('button', { name: 'Copy the highlights url' }));
    expect(writeText).toHaveBeenCalledWith('http://192.168.1.5:3000/api/v2/highlights/');
    expect(notify.notifySuccess).toHaveBeenCalledWith('Highlights URL copied.');
  });
});
