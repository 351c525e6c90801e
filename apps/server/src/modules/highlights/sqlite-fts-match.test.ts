import { describe, expect, it } from 'vitest';
import { ftsMatchFor, keyTrigrams } from './sqlite-fts-match';

describe('keyTrigrams', () => {
  it('lists distinct trigrams in order, counting characters rather than UTF-16 units', () => {
    expect(keyTrigrams('abcab')).toEqual(['abc', 'bca', 'cab']);
    expect(keyTrigrams('ab')).toEqual([]);
    expect(keyTrigrams('a😀bc')).toEqual(['a😀b', '😀bc']);
  });
});

describe('ftsMatchFor', () => {
  const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('matches the two rarest trigrams when the rarest is rare', () => {
    const rows = counts({ zet: 1000, ett: 2300, tte: 52_000, tel: 2400, elk: 1000, lka: 1000, kas: 900 });
    expect(ftsMatchFor('zettelkas', rows)).toBe('"kas" AND "zet"');
  });

  it('matches every trigram when even the rarest is common', () => {
    const rows = counts({
      tio: 40_000,
      ion: 45_000,
      'on ': 50_000,
      'n t': 30_000,
      ' th': 60_000,
      the: 60_000,
    });
    expect(ftsMatchFor('tion the', rows)).toBe('"n t" AND "tio" AND "ion" AND "on " AND " th" AND "the"');
  });

  it('matches the trigrams of short keys, and quotes what it matches on', () => {
    expect(ftsMatchFor('abc', counts({}))).toBe('"abc"');
    expect(ftsMatchFor('abcd', counts({ abc: 9, bcd: 1 }))).toBe('"bcd" AND "abc"');
    expect(ftsMatchFor('a"b"c"d', counts({ 'a"b': 1, '"b"': 2, 'b"c': 9, '"c"': 9, 'c"d': 9 }))).toBe(
      '"a""b" AND """b"""',
    );
  });
});
