import { describe, expect, it } from 'vitest';
import type { WebCapture } from './capture';
import {
  afterAttempt,
  backoffMs,
  claimUnowned,
  dueItems,
  enqueue,
  type QueuedCapture,
  removeItem,
  retryAllNow,
  visibleTo,
  waitingForOthers,
  withdraw,
  withQueuedNote,
} from './queue';

const capture = (content: string): WebCapture => ({
  content,
  source: 'Page',
  sourceUrl: 'https://example.org/',
  sourceKind: 'web',
  url: `https://example.org/#:~:text=${content}`,
});

const T0 = 1_700_000_000_000;

function queueOfTwo(): QueuedCapture[] {
  const one = enqueue([], { id: 'a', capture: capture('first'), reason: 'Offline' }, T0);
  return enqueue(one, { id: 'b', capture: capture('second'), reason: 'Offline' }, T0 + 1000);
}

describe('backoffMs', () => {
  it('doubles from 30 seconds and stops at 30 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(50)).toBe(30 * 60_000);
  });
});

describe('the retry queue', () => {
  it('keeps a queued capture whole and waits before the next attempt', () => {
    const queue = enqueue([], { id: 'a', capture: capture('first'), reason: 'Offline' }, T0);
    expect(queue).toEqual([
      {
        id: 'a',
        capture: capture('first'),
        queuedAt: T0,
        attempts: 1,
        nextAttemptAt: T0 + 30_000,
        lastError: 'Offline',
        held: false,
      },
    ]);
    expect(dueItems(queue, T0 + 29_999)).toEqual([]);
    expect(dueItems(queue, T0 + 30_000).map((item) => item.id)).toEqual(['a']);
  });

  it('waits at least as long as the server asked (429 Retry-After)', () => {
    const queue = enqueue(
      [],
      { id: 'a', capture: capture('x'), reason: 'Too many', retryAfterMs: 3_600_000 },
      T0,
    );
    expect(queue[0]?.nextAttemptAt).toBe(T0 + 3_600_000);
  });

  it('gives due items oldest first', () => {
    expect(dueItems(queueOfTwo(), T0 + 60_000).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('drops an item once it is saved and keeps the others', () => {
    const queue = afterAttempt(queueOfTwo(), 'a', { kind: 'saved', id: 'h1' }, T0 + 60_000);
    expect(queue.map((item) => item.id)).toEqual(['b']);
  });

  it('backs off further after each failed attempt', () => {
    const queue = afterAttempt(queueOfTwo(), 'a', { kind: 'retry', reason: 'Server error 503' }, T0 + 60_000);
    expect(queue[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: T0 + 120_000,
      lastError: 'Server error 503',
    });
  });

  it('holds an item the server refused instead of retrying or dropping it', () => {
    const queue = afterAttempt(queueOfTwo(), 'a', { kind: 'rejected', reason: 'Content too long' }, T0);
    expect(queue[0]).toMatchObject({ held: true, lastError: 'Content too long' });
    expect(dueItems(queue, T0 + 10 * 3_600_000).map((item) => item.id)).toEqual(['b']);
    expect(retryAllNow(queue, undefined, T0)[0]?.held).toBe(true);
  });

  it('makes every waiting item due at once on request', () => {
    expect(dueItems(retryAllNow(queueOfTwo(), undefined, T0 + 5), T0 + 5)).toHaveLength(2);
  });

  it('removes an item on request', () => {
    expect(removeItem(queueOfTwo(), 'b').map((item) => item.id)).toEqual(['a']);
  });
});

describe('whose queued captures they are', () => {
  const alice = { address: 'http://precis.test', email: 'alice@example.com' };
  const bob = { address: 'http://precis.test', email: 'bob@example.com' };
  const ids = (queue: readonly QueuedCapture[]) => queue.map((item) => item.id);

  /** One capture each by Alice and Bob, and one made while nobody was signed in. */
  function sharedQueue(): QueuedCapture[] {
    const one = enqueue([], { id: 'a', capture: capture('alice'), owner: alice, reason: 'Offline' }, T0);
    const two = enqueue(one, { id: 'b', capture: capture('bob'), owner: bob, reason: 'Offline' }, T0 + 1);
    return enqueue(two, { id: 'n', capture: capture('nobody'), reason: 'Signed out' }, T0 + 2);
  }

  it('records the account signed in when the capture was queued, and nothing of its token', () => {
    const auth = { ...alice, token: 'secret', tokenId: 't1' };
    const [item] = enqueue([], { id: 'a', capture: capture('x'), owner: auth, reason: 'Offline' }, T0);
    expect(item?.owner).toEqual(alice);
  });

  it('leaves a capture made while signed out without an owner', () => {
    expect(sharedQueue()[2]?.owner).toBeUndefined();
  });

  it("shows an account its own captures and unowned ones, and counts the others'", () => {
    expect(ids(visibleTo(sharedQueue(), alice))).toEqual(['a', 'n']);
    expect(waitingForOthers(sharedQueue(), alice)).toBe(1);
    expect(ids(visibleTo(sharedQueue(), bob))).toEqual(['b', 'n']);
  });

  it('shows nobody signed in only the unowned captures', () => {
    expect(ids(visibleTo(sharedQueue(), undefined))).toEqual(['n']);
    expect(waitingForOthers(sharedQueue(), undefined)).toBe(2);
  });

  it('tells apart the same e-mail on another Precis address', () => {
    expect(ids(visibleTo(sharedQueue(), { ...alice, address: 'http://other.test' }))).toEqual(['n']);
  });

  it('treats a capture queued before owners were recorded as unowned', () => {
    const legacy = {
      id: 'old',
      capture: capture('old'),
      queuedAt: T0,
      attempts: 1,
      nextAttemptAt: T0,
      lastError: 'Offline',
      held: false,
    } satisfies QueuedCapture;
    expect(ids(visibleTo([legacy], alice))).toEqual(['old']);
    expect(ids(visibleTo([legacy], undefined))).toEqual(['old']);
    expect(claimUnowned([legacy], alice)[0]?.owner).toEqual(alice);
  });

  it('gives the unowned captures to the account that signs in, and leaves owned ones alone', () => {
    const bobsAuth = { ...bob, token: 'secret', tokenId: 't2' };
    const claimed = claimUnowned(sharedQueue(), bobsAuth);
    expect(claimed.map((item) => item.owner)).toEqual([alice, bob, bob]);
    expect(ids(visibleTo(claimed, alice))).toEqual(['a']);
  });

  it('makes only the signed-in account\'s captures due on "Retry now"', () => {
    expect(ids(dueItems(retryAllNow(sharedQueue(), alice, T0 + 5), T0 + 5))).toEqual(['a', 'n']);
    expect(ids(dueItems(retryAllNow(sharedQueue(), undefined, T0 + 5), T0 + 5))).toEqual(['n']);
  });

  it("lets an account take back its own captures but not another's", () => {
    expect(ids(withdraw(sharedQueue(), 'a', alice))).toEqual(['b', 'n']);
    expect(ids(withdraw(sharedQueue(), 'b', alice))).toEqual(['a', 'b', 'n']);
    expect(ids(withdraw(sharedQueue(), 'n', undefined))).toEqual(['a', 'b']);
  });

  it("adds a note to the account's own capture only", () => {
    expect(withQueuedNote(sharedQueue(), 'a', alice, 'Mine.')[0]?.capture.comment).toBe('Mine.');
    expect(withQueuedNote(sharedQueue(), 'b', alice, 'Not mine.')[1]?.capture.comment).toBeUndefined();
  });
});
