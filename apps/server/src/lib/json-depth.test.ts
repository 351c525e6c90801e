import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects as levels, and scalars as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ email: 'a@b.c' }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
  });

  it('walks a hundred thousand levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(nestsDeeperThan(deep, 8)).toBe(true);
  });
});
