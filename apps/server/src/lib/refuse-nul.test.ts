import { describe, expect, it } from 'vitest';
import { pathOfNul } from './refuse-nul';

describe('pathOfNul', () => {
  it('names the first field holding U+0000, however deep', () => {
    expect(pathOfNul({ content: 'fine', tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(pathOfNul({ dateInterval: { startDate: '\u0000' } })).toBe('dateInterval.startDate');
    expect(pathOfNul('\u0000')).toBe('');
    expect(pathOfNul({ 'key\u0000': 1 })).toBe('key\u0000');
  });

  it('finds nothing in clean or non-text values', () => {
    expect(pathOfNul({ content: 'caf\u00e9 \u{1F600}', n: 0, ok: true, none: null })).toBeUndefined();
    expect(pathOfNul(undefined)).toBeUndefined();
  });

  it('walks a body nested far deeper than the call stack', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(pathOfNul(deep)?.split('.')).toHaveLength(200_001);
  });
});
