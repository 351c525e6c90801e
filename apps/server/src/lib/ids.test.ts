import { describe, expect, it } from 'vitest';
import { newId } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes UUID v7 ids that increase within one millisecond, so ties sort by creation', () => {
    const ids = Array.from({ length: 2000 }, () => newId(1_750_000_000_000));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders ids of later milliseconds after earlier ones and keeps the time in front', () => {
    const early = newId(1_750_000_000_000);
    const late = newId(1_750_000_000_001);
    expect(late > early).toBe(true);
    expect(late.replace(/-/g, '').slice(0, 12)).toBe((1_750_000_000_001).toString(16).padStart(12, '0'));
  });

  it('stays unique past the counter, for bulk ids of one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId(1_750_000_000_002));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });
});
