import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();
const problem = (status: number, title: string) =>
  new Response(JSON.stringify({ status, title }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function setNewPassword() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
  // The link from the e-mail: the route matches on the path, the token comes in the query.
  await act(() => view.router.navigate('/reset-password?token=used'));
  await user.type(screen.getByLabelText('New password'), 'another fine long password');
  await user.type(screen.getByLabelText('Repeat the new password'), 'another fine long password');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return { user, ...view };
}

describe('ResetPasswordPage with a link', () => {
  it('says a used or expired link cannot serve again, and links to asking for a new one', async () => {
    fetchMock.mockResolvedValue(problem(400, 'Invalid token'));
    const { user, router } = await setNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link was already used or has expired. Request a new one.');
    expect(alert).not.toHaveTextContent('Invalid token');
    await user.click(screen.getByRole('link', { name: 'Request a new one.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's own words for another refusal", async () => {
    fetchMock.mockResolvedValue(problem(400, 'Password too long'));
    await setNewPassword();
    expect(await screen.findByText('Password too long')).toBeVisible();
  });
});
