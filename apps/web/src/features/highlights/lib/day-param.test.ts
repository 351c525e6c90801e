import { describe, expect, it } from 'vitest';
import { dayFromParam } from './day-param';

const today = new Date(2026, 10, 12, 15, 30);

describe('dayFromParam', () => {
  it('reads a past day in local time', () => {
    expect(dayFromParam('2026-11-02', today)).toEqual(new Date(2026, 10, 2));
  });
  it.each([null, '', 'yesterday', '2026-2-3', '2026-02-30', '2026-11-13'])(
    'falls back to the start of today for %s',
    (value) => {
      expect(dayFromParam(value, today)).toEqual(new Date(2026, 10, 12));
    },
  );
});
