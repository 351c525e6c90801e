import { describe, expect, it } from 'vitest';
import { countedFailedAuthLimit } from './failed-auth-limit';
import { MemoryWindowCounter } from './window-counter';

describe('countedFailedAuthLimit', () => {
  it('refuses a client past the limit until its window ends, without touching others', async () => {
    const limit = countedFailedAuthLimit(new MemoryWindowCounter(), 3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect(await limit.retryAfterSeconds('a', 1000)).toBe(0);
      await limit.record('a', 1000);
    }
    expect(await limit.retryAfterSeconds('a', 1000)).toBe(60);
    expect(await limit.retryAfterSeconds('b', 1000)).toBe(0);
    expect(await limit.retryAfterSeconds('a', 61_000)).toBe(0);
  });
});
