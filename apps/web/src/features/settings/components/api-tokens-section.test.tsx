import type { ApiToken } from '@precis/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ApiTokensSection } from './api-tokens-section';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), handleError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

const SECRET = `prc_${'a'.repeat(43)}`;
let tokens: ApiToken[] = [];
let posted: unknown[] = [];

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  tokens = [];
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        const token: ApiToken = {
          id: 't1',
          name: body.name,
          scope: body.scope,
          createdAt: '2026-11-25T09:00:00.000Z',
          expiresAt: body.expiresInDays ? '2026-12-25T09:00:00.000Z' : null,
          lastUsedAt: null,
        };
        tokens = [token];
        return json({ ...token, token: SECRET }, 201);
      }
      if (init.method === 'DELETE') {
        tokens = tokens.filter((token) => !url.pathname.endsWith(token.id));
        return new Response(null, { status: 204 });
      }
      return json(tokens);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderSection() {
  renderWithProviders(<ApiTokensSection />);
}

describe('ApiTokensSection', () => {
  it('creates a token, shows its secret once with a warning, then lists it without the secret', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('No API tokens yet.');
    await user.type(screen.getByLabelText('Token name'), 'Reading script');
    await user.selectOptions(screen.getByLabelText('Access'), 'read');
    await user.selectOptions(screen.getByLabelText('Expires after'), 'Never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByDisplayValue(SECRET)).toBeTruthy();
    expect(screen.getByText(/You will not be able to see it again/)).toBeTruthy();
    expect(posted).toEqual([{ name: 'Reading script', scope: 'read' }]);
    const row = await screen.findByTestId('api-token-row');
    expect(within(row).getByText(/Never used/)).toBeTruthy();
    expect(within(row).getByText(/Never expires/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  }, 20_000);

  it('refuses a blank name without calling the server', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('No API tokens yet.');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Please give the token a name.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('revokes a token only after the confirmation', async () => {
    tokens = [
      {
        id: 't9',
        name: 'Old script',
        scope: 'write',
        createdAt: '2026-11-01T09:00:00.000Z',
        expiresAt: null,
        lastUsedAt: '2026-11-20T09:00:00.000Z',
      },
    ];
    const user = userEvent.setup();
    renderSection();
    const row = await screen.findByTestId('api-token-row');
    expect(within(row).getByText(/Last used/)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke “Old script”?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByText('No API tokens yet.')).toBeTruthy());
    expect(notify.notifySuccess).toHaveBeenCalledWith('API token revoked', expect.any(String));
  });
});
