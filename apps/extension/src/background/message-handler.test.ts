import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedCapture } from '../lib/queue';
import type { RecentHighlight } from '../lib/recent';
import { handleMessage } from './message-handler';

// The network side (sending the queue, revoking the token through a Precis tab) is not under test here.
vi.mock(import('./capture-service'), async (importOriginal) => ({
  ...(await importOriginal()),
  flushQueue: vi.fn(async () => undefined),
}));
vi.mock('./revoke', () => ({ revokeThroughPrecis: vi.fn(async () => ({ ok: true })) }));

const ADDRESS = 'http://precis.test';
const capture = {
  content: 'A passage.',
  source: 'A page',
  sourceKind: 'web' as const,
  sourceUrl: 'https://example.org/a',
};
const recent: RecentHighlight[] = [
  { id: 'h1', excerpt: 'A passage.', source: 'A page', savedAt: 0, capture },
];
// Queued before owners were recorded: unowned.
const queued: QueuedCapture = {
  id: 'q1',
  capture,
  queuedAt: 0,
  attempts: 1,
  nextAttemptAt: Number.MAX_SAFE_INTEGER,
  lastError: 'Offline.',
  held: false,
};
const queue = [queued];
const auth = (email: string) => ({ address: ADDRESS, token: 'secret', tokenId: `t-${email}`, email });

let stored: Record<string, unknown>;

// Just enough of the extension APIs: storage in memory.
function fakeChrome() {
  const pick = (keys: string | string[]) =>
    Object.fromEntries([keys].flat().flatMap((key) => (key in stored ? [[key, stored[key]]] : [])));
  return {
    runtime: {
      id: 'precis-extension',
      getURL: (path: string) => `chrome-extension://precis-extension/${path}`,
    },
    permissions: { contains: async () => true },
    storage: {
      local: {
        get: async (keys: string | string[]) => pick(keys),
        set: async (values: Record<string, unknown>) => void Object.assign(stored, values),
        remove: async (keys: string | string[]) => {
          for (const key of [keys].flat()) delete stored[key];
        },
      },
    },
  };
}

const fromPopup = { id: 'precis-extension', url: 'chrome-extension://precis-extension/popup.html' };
const fromPrecis = { id: 'precis-extension', origin: ADDRESS, tab: { id: 1 } as chrome.tabs.Tab };
const signIn = (email: string) =>
  handleMessage({ type: 'signed-in', token: 'new', tokenId: `new-${email}`, email }, fromPrecis);

beforeEach(() => {
  stored = { address: ADDRESS, auth: auth('a@example.com'), recent, queue };
  vi.stubGlobal('chrome', fakeChrome());
});
afterEach(() => vi.unstubAllGlobals());

describe('signing out', () => {
  it('forgets the recently saved highlights, so the next person does not see them', async () => {
    await handleMessage({ type: 'sign-out' }, fromPopup);
    expect(stored.auth).toBeUndefined();
    expect(stored.recent).toBeUndefined();
  });

  it('keeps the queued captures, which were never sent', async () => {
    await handleMessage({ type: 'sign-out' }, fromPopup);
    expect(stored.queue).toEqual(queue);
  });

  it('forgets them too when the address changes and the token is dropped', async () => {
    stored.address = 'http://other.test';
    await handleMessage({ type: 'address-changed' }, fromPopup);
    expect(stored.auth).toBeUndefined();
    expect(stored.recent).toBeUndefined();
  });
});

describe('signing in', () => {
  it('forgets what another account saved here', async () => {
    await signIn('b@example.com');
    expect(stored.recent).toBeUndefined();
  });

  it('keeps the list when the same person signs in again', async () => {
    await signIn('a@example.com');
    expect(stored.recent).toEqual(recent);
  });
});

describe('the queue the popup shows', () => {
  const bobs: QueuedCapture = {
    ...queued,
    id: 'q2',
    capture: { ...capture, content: "Bob's secret passage." },
    owner: { address: ADDRESS, email: 'b@example.com' },
  };
  const getState = () => handleMessage({ type: 'get-state', verify: false }, fromPopup);

  beforeEach(() => {
    stored.queue = [...queue, bobs];
  });

  it("lists the signed-in account's captures and unowned ones, and only counts another account's", async () => {
    const state = await getState();
    expect(state).toMatchObject({ queue, waitingForOtherAccounts: 1 });
    expect(JSON.stringify(state)).not.toContain('secret passage');
  });

  it('shows the owner its capture once it signs in again', async () => {
    await signIn('b@example.com');
    expect(await getState()).toMatchObject({ waitingForOtherAccounts: 0 });
  });

  it('gives the unowned captures to the account that signs in, and keeps their order', async () => {
    await signIn('b@example.com');
    const owners = (stored.queue as QueuedCapture[]).map((item) => [item.id, item.owner?.email]);
    expect(owners).toEqual([
      ['q1', 'b@example.com'],
      ['q2', 'b@example.com'],
    ]);
    await handleMessage({ type: 'sign-out' }, fromPopup);
    await signIn('a@example.com');
    expect(await getState()).toMatchObject({ queue: [], waitingForOtherAccounts: 2 });
  });
});
