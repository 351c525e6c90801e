import type { NotificationSettings } from '@precis/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotificationSettingsForm } from './notification-settings-form';
import { UsageMeter } from './usage-limits-section';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), handleError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

const stored: NotificationSettings = {
  enabled: true,
  email: 'ada@example.com',
  frequency: 'DAILY',
  startDate: '2026-01-16T02:00:00.000Z',
};

let putBodies: NotificationSettings[] = [];

beforeEach(() => {
  putBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as NotificationSettings;
      putBodies.push(body);
      return new Response(
        JSON.stringify({ ...body, emailConfirmed: true, linksTo: 'http://localhost:3000' }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderForm(initial = stored) {
  renderWithProviders(<NotificationSettingsForm initial={initial} onSaveFailed={() => {}} />);
}

describe('NotificationSettingsForm', { timeout: 15_000 }, () => {
  it('saves a valid e-mail once, when the field is left', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    expect(putBodies).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(putBodies).toEqual([{ ...stored, email: 'grace@example.com' }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings updated');
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('puts an invalid e-mail back and shows the Invalid Email toast without saving', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email{Enter}');
    expect(email).toHaveValue('ada@example.com');
    expect(notify.notifyError).toHaveBeenCalledWith('Please enter a valid email address.', 'Invalid Email');
    expect(putBodies).toHaveLength(0);
  });

  it('hides the fields when the switch is off and saves the switch at once', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    expect(screen.queryByLabelText('Email')).toBeNull();
    await waitFor(() => expect(putBodies).toEqual([{ ...stored, enabled: false }]));
  });
});

describe('UsageMeter', () => {
  it('shows used/max with a progress bar of count divided by max', () => {
    render(<UsageMeter label="Highlights" count={25} max={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Highlights' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('25 / 100')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
  });

  it('caps the bar at full when the limit is exceeded', () => {
    render(<UsageMeter label="Summaries" count={30} max={20} />);
    const bar = screen.getByRole('progressbar', { name: 'Summaries' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
  });
});
