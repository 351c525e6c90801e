import { LIMITS } from '@precis/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryAfterMs, sendCapture, updateComment } from './api';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('reads seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
  });

  it('reads an HTTP date', () => {
    expect(retryAfterMs('Wed, 25 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
  });

  it('never waits a negative time', () => {
    expect(retryAfterMs('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('gives nothing for a missing or unreadable header', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

const auth = { address: 'http://precis.test', token: 'secret', tokenId: 't1', email: 'a@example.com' };
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status, headers }));

afterEach(() => vi.unstubAllGlobals());

describe('sendCapture', () => {
  const capture = {
    content: 'A passage.',
    source: 'A page',
    sourceKind: 'web' as const,
    sourceUrl: 'https://example.org/a',
    url: 'https://example.org/a#:~:text=A%20passage.',
  };
  const highlight = {
    id: 'h1',
    content: 'A passage.',
    source: 'A page',
    comment: null,
    categories: [],
    tags: [],
    createdDate: '2026-11-25',
    processed: false,
    synced: false,
    sourceId: 's1',
    author: null,
    sourceUrl: 'https://example.org/a',
    location: null,
    url: capture.url,
    savedAt: '2026-11-25T10:00:00.000Z',
  };
  it('posts the capture with the token and gives the new highlight id', async () => {
    const fetchMock = answer(201, highlight);
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendCapture(auth, capture)).toEqual({ kind: 'saved', id: 'h1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://precis.test/api/v1/highlights');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(init?.body))).toEqual(capture);
  });

  it('retries after the wait a 429 asks for, with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, { status: 429, title: 'Daily limit reached.' }, { 'retry-after': '60' }),
    );
    expect(await sendCapture(auth, capture)).toEqual({
      kind: 'retry',
      reason: 'Daily limit reached.',
      retryAfterMs: 60_000,
    });
  });

  it('retries when the server fails or cannot be reached', async () => {
    vi.stubGlobal('fetch', answer(503, { status: 503, title: 'Unavailable' }));
    expect((await sendCapture(auth, capture)).kind).toBe('retry');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await sendCapture(auth, capture)).kind).toBe('retry');
  });

  it('reports a revoked token as signed out', async () => {
    vi.stubGlobal('fetch', answer(401, { status: 401, title: 'This API token is not valid.' }));
    expect((await sendCapture(auth, capture)).kind).toBe('signed-out');
  });

  it('holds what the server refuses, with its field message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { status: 400, title: 'Invalid', errors: [{ field: 'url', message: 'URL is odd.' }] }),
    );
    expect(await sendCapture(auth, capture)).toEqual({ kind: 'rejected', reason: 'URL is odd.' });
  });

  it('sends nothing the shared schema refuses', async () => {
    const fetchMock = answer(201, highlight);
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await sendCapture(auth, { ...capture, url: 'javascript:alert(1)' });
    expect(outcome).toEqual({ kind: 'rejected', reason: 'URL must be a web address (http or https).' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('updateComment', () => {
  const highlight = { id: 'h1', content: 'A passage.', comment: 'Slow is smooth.' };

  it('patches only the comment of the highlight, with the token, and keeps its id', async () => {
    const fetchMock = answer(200, highlight);
    vi.stubGlobal('fetch', fetchMock);
    expect(await updateComment(auth, 'h1', 'Slow is smooth.')).toEqual({ kind: 'saved', id: 'h1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://precis.test/api/v1/highlights/h1');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(init?.body))).toEqual({ comment: 'Slow is smooth.' });
  });

  it('says so when the highlight is gone', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 404, title: 'Highlight not found.' }));
    expect(await updateComment(auth, 'h1', 'A note.')).toEqual({
      kind: 'rejected',
      reason: 'This highlight is no longer in Precis.',
    });
  });

  it('gives the field message of a refused comment', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        status: 400,
        title: 'Invalid',
        errors: [{ field: 'comment', message: 'Comment is odd.' }],
      }),
    );
    expect(await updateComment(auth, 'h1', 'A note.')).toEqual({
      kind: 'rejected',
      reason: 'Comment is odd.',
    });
  });

  it('turns 401, 429 and 5xx into the same outcomes as a save', async () => {
    vi.stubGlobal('fetch', answer(401, { status: 401, title: 'This API token is not valid.' }));
    expect((await updateComment(auth, 'h1', 'A note.')).kind).toBe('signed-out');
    vi.stubGlobal('fetch', answer(429, { status: 429, title: 'Slow down.' }, { 'retry-after': '5' }));
    expect(await updateComment(auth, 'h1', 'A note.')).toEqual({
      kind: 'retry',
      reason: 'Slow down.',
      retryAfterMs: 5000,
    });
    vi.stubGlobal('fetch', answer(502, { status: 502, title: 'Bad gateway' }));
    expect((await updateComment(auth, 'h1', 'A note.')).kind).toBe('retry');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await updateComment(auth, 'h1', 'A note.')).toEqual({
      kind: 'retry',
      reason: 'Precis could not be reached.',
    });
  });

  it('sends no comment longer than the shared limit', async () => {
    const fetchMock = answer(200, highlight);
    vi.stubGlobal('fetch', fetchMock);
    expect((await updateComment(auth, 'h1', 'x'.repeat(LIMITS.commentMax + 1))).kind).toBe('rejected');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
