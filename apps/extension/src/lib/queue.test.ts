import { describe, expect, it } from 'vitest';
import type { WebCapture } from './capture';
import {
  afterAttempt,
  backoffMs,
  dueItems,
  enqueue,
  type QueuedCapture,
  removeItem,
  retryAllNow,
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
    expect(retryAllNow(queue, T0)[0]?.held).toBe(true);
  });

  it('makes every waiting item due at once on request', () => {
    expect(dueItems(retryAllNow(queueOfTwo(), T0 + 5), T0 + 5)).toHaveLength(2);
  });

  it('removes an item on request', () => {
    expect(removeItem(queueOfTwo(), 'b').map((item) => item.id)).toEqual(['a']);
  });
});
