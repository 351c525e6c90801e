import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('keeps text at the limit as it is', () => {
    expect(truncate('a'.repeat(500), 500)).toBe('a'.repeat(500));
  });
  it('cuts longer text at the limit and adds three dots', () => {
    expect(truncate('a'.repeat(501), 500)).toBe(`${'a'.repeat(500)}...`);
  });
});
