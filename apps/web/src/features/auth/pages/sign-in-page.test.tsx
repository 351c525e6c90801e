import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignInPage } from './sign-in-page';

const fetchMock = vi.fn<typeof fetch>();
const authConfig = (signupsEnabled: boolean) =>
  new Response(JSON.stringify({ signupsEnabled }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SignInPage', () => {
  it('offers to sign up when the server takes new accounts', async () => {
    fetchMock.mockResolvedValue(authConfig(true));
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  it('does not offer to sign up when sign-ups are closed', async () => {
    fetchMock.mockResolvedValue(authConfig(false));
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText(/No account yet/)).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });
});
