import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebCapture } from '../lib/capture';
import { enqueue, type QueuedCapture } from '../lib/queue';
import type { RecentHighlight } from '../lib/recent';
import {
  addNote,
  discardQueued,
  flushQueue,
  saveCapture,
  showQueueSize,
  undoCapture,
} from './capture-service';

const ADDRESS = 'http://precis.test';
const auth = (email: string) => ({ address: ADDRESS, token: `token-${email}`, tokenId: `t-${email}`, email });
const alice = { address: ADDRESS, email: 'alice@example.com' };
const bob = { address: ADDRESS, email: 'bob@example.com' };

const capture = (content: string): WebCapture => ({
  content,
  source: 'A page',
  sourceKind: 'web',
  sourceUrl: 'https://example.org/a',
});

const highlight = (id: string, content: string, comment: string | null = null) => ({
  id,
  content,
  source: 'A page',
  comment,
  categories: ['Reading'],
  tags: [],
  createdDate: '2026-11-25',
  processed: true,
  synced: false,
  sourceId: 's1',
  author: null,
  sourceUrl: 'https://example.org/a',
  location: null,
  url: null,
  savedAt: '2026-11-25T10:00:00.000Z',
});

/** Alice's capture, Bob's, and one made while nobody was signed in (as stored before owners were kept). */
function sharedQueue(): QueuedCapture[] {
  const one = enqueue([], { id: 'qa', capture: capture('By Alice.'), owner: alice, reason: 'Offline.' }, 0);
  const two = enqueue(one, { id: 'qb', capture: capture('By Bob.'), owner: bob, reason: 'Offline.' }, 0);
  return enqueue(two, { id: 'qn', capture: capture('By nobody.'), reason: 'Signed out.' }, 0);
}

let stored: Record<string, unknown>;
let badge: string;
const requests: { method: string; path: string; token: string | null; body: unknown }[] = [];
let answer: (method: string, path: string, body: unknown) => Response;

// Just enough of the extension APIs: storage in memory and the toolbar badge.
function fakeChrome() {
  const pick = (keys: string | string[]) =>
    Object.fromEntries([keys].flat().flatMap((key) => (key in stored ? [[key, stored[key]]] : [])));
  return {
    storage: {
      local: {
        get: async (keys: string | string[]) => pick(keys),
        set: async (values: Record<string, unknown>) => void Object.assign(stored, values),
        remove: async (keys: string | string[]) => {
          for (const key of [keys].flat()) delete stored[key];
        },
      },
    },
    action: {
      setBadgeText: async ({ text }: { text: string }) => {
        badge = text;
      },
      setBadgeBackgroundColor: async () => undefined,
    },
  };
}

// A Precis server that saves whatever it is sent.
const fakeFetch = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  const token = new Headers(init?.headers).get('authorization');
  requests.push({ method, path: url.pathname, token, body });
  return answer(method, url.pathname, body);
});

const sentContents = () =>
  requests
    .filter((request) => request.method === 'POST')
    .map((request) => (request.body as WebCapture).content);
const queueIds = () => ((stored.queue as QueuedCapture[] | undefined) ?? []).map((item) => item.id);

beforeEach(() => {
  stored = { address: ADDRESS, auth: auth('alice@example.com'), queue: sharedQueue() };
  badge = '';
  requests.length = 0;
  let saved = 0;
  answer = (method, path, body) => {
    if (method === 'POST') {
      saved += 1;
      return Response.json(highlight(`h${saved}`, (body as WebCapture).content), { status: 201 });
    }
    if (method === 'PATCH') {
      const id = path.split('/').at(-1) ?? '';
      return Response.json(highlight(id, 'A passage.', (body as { comment: string }).comment));
    }
    return new Response(null, { status: 204 });
  };
  vi.stubGlobal('chrome', fakeChrome());
  vi.stubGlobal('fetch', fakeFetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('queueing a capture', () => {
  it('records the account signed in as its owner, without its token', async () => {
    stored.queue = [];
    answer = () => Response.json({ status: 503, title: 'Unavailable' }, { status: 503 });
    const result = await saveCapture(capture('Kept for later.'));
    expect(result.status).toBe('queued');
    const [item] = stored.queue as QueuedCapture[];
    expect(item?.owner).toEqual(alice);
    expect(JSON.stringify(stored.queue)).not.toContain('token-');
  });

  it('keeps the owner when the server has just refused its token', async () => {
    stored.queue = [];
    answer = () => Response.json({ status: 401, title: 'Not valid.' }, { status: 401 });
    await saveCapture(capture('Kept for later.'));
    expect(stored.auth).toBeUndefined();
    expect((stored.queue as QueuedCapture[])[0]?.owner).toEqual(alice);
  });

  it('leaves a capture made while signed out without an owner', async () => {
    stored = { address: ADDRESS };
    await saveCapture(capture('Kept for later.'));
    expect((stored.queue as QueuedCapture[])[0]?.owner).toBeUndefined();
    expect(requests).toEqual([]);
  });
});

describe('sending the queue', () => {
  it("sends the signed-in account's captures and the unowned ones, and leaves another account's", async () => {
    await flushQueue({ now: true });
    expect(sentContents()).toEqual(['By Alice.', 'By nobody.']);
    expect(requests.every((request) => request.token === 'Bearer token-alice@example.com')).toBe(true);
    expect(queueIds()).toEqual(['qb']);
  });

  it('sends the waiting capture once its owner signs in again', async () => {
    await flushQueue({ now: true });
    stored.auth = auth('bob@example.com');
    await flushQueue({ now: true });
    expect(sentContents()).toEqual(['By Alice.', 'By nobody.', 'By Bob.']);
    expect(requests.at(-1)?.token).toBe('Bearer token-bob@example.com');
    expect(queueIds()).toEqual([]);
  });

  it('sends nothing while nobody is signed in', async () => {
    delete stored.auth;
    await flushQueue({ now: true });
    expect(requests).toEqual([]);
    expect(queueIds()).toEqual(['qa', 'qb', 'qn']);
  });
});

describe('the toolbar badge', () => {
  it("counts the signed-in account's captures and the unowned ones", async () => {
    await showQueueSize();
    expect(badge).toBe('2');
  });

  it('counts only the unowned ones when nobody is signed in', async () => {
    delete stored.auth;
    await showQueueSize();
    expect(badge).toBe('1');
  });
});

describe("another account's captures", () => {
  it('cannot be discarded or undone', async () => {
    await discardQueued('qb');
    expect(await undoCapture('qb')).toEqual({ ok: false, message: expect.stringContaining('account') });
    expect(queueIds()).toEqual(['qa', 'qb', 'qn']);
    expect(requests).toEqual([]);
  });

  it('get no note', async () => {
    expect((await addNote('qb', 'Not mine.')).ok).toBe(false);
    expect((stored.queue as QueuedCapture[])[1]?.capture.comment).toBeUndefined();
  });

  it('while the own ones can', async () => {
    await discardQueued('qa');
    expect(await undoCapture('qn')).toEqual({ ok: true });
    expect(queueIds()).toEqual(['qb']);
  });
});

describe('adding a note', () => {
  const recent: RecentHighlight[] = [
    { id: 'h9', excerpt: 'Newer.', source: 'A page', savedAt: 2, capture: capture('Newer.') },
    { id: 'h1', excerpt: 'A passage.', source: 'A page', savedAt: 1, capture: capture('A passage.') },
  ];

  it('patches the comment of a saved highlight, which keeps its id and its place', async () => {
    stored.recent = recent;
    expect(await addNote('h1', 'Slow is smooth.')).toEqual({ ok: true, id: 'h1' });
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/highlights/h1',
        token: 'Bearer token-alice@example.com',
        body: { comment: 'Slow is smooth.' },
      },
    ]);
    const list = stored.recent as RecentHighlight[];
    expect(list.map((entry) => [entry.id, entry.capture.comment])).toEqual([
      ['h9', undefined],
      ['h1', 'Slow is smooth.'],
    ]);
  });

  it('says why the note was not saved', async () => {
    stored.recent = recent;
    answer = () => Response.json({ status: 404, title: 'Highlight not found.' }, { status: 404 });
    expect(await addNote('h1', 'A note.')).toEqual({
      ok: false,
      message: 'The note was not saved. This highlight is no longer in Precis.',
    });
    expect((stored.recent as RecentHighlight[])[1]?.capture.comment).toBeUndefined();
  });

  it('signs out when the token is refused', async () => {
    answer = () => Response.json({ status: 401, title: 'Not valid.' }, { status: 401 });
    expect((await addNote('h1', 'A note.')).ok).toBe(false);
    expect(stored.auth).toBeUndefined();
  });

  it('finds the highlight a queued capture became, by the id its page was given', async () => {
    await flushQueue({ now: true });
    const saved = (stored.recent as RecentHighlight[]).find((entry) => entry.queuedAs === 'qa');
    expect(saved?.id).toMatch(/^h\d$/);
    requests.length = 0;
    expect(await addNote('qa', 'Noted after it was sent.')).toEqual({ ok: true, id: saved?.id });
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: `/api/v1/highlights/${saved?.id}` });
    expect(await undoCapture('qa')).toEqual({ ok: true });
    expect(requests[1]).toMatchObject({ method: 'DELETE', path: `/api/v1/highlights/${saved?.id}` });
    expect((stored.recent as RecentHighlight[]).some((entry) => entry.id === saved?.id)).toBe(false);
  });

  it('lets a note on a queued capture ride along when it is sent', async () => {
    expect(await addNote('qa', 'Read again.')).toEqual({ ok: true, id: 'qa' });
    expect(requests).toEqual([]);
    await flushQueue({ now: true });
    expect(requests[0]?.body).toMatchObject({ content: 'By Alice.', comment: 'Read again.' });
  });
});
