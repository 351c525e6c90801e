import { describe, expect, it } from 'vitest';
import { duplicateKey, normalisedText, recordToHighlight } from './record-to-highlight';

describe('recordToHighlight', () => {
  it('maps a full record onto a highlight with its source', () => {
    const check = recordToHighlight({
      row: 4,
      text: '  The passage  ',
      note: 'My note',
      title: 'Deep Work',
      author: 'Cal Newport',
      sourceUrl: 'https://example.com/deep-work',
      sourceKind: 'book',
      location: { type: 'location', value: '610-612' },
      highlightedAt: new Date('2024-02-03T04:05:06Z'),
      tags: ['focus', 'Focus', ' '],
      externalId: 'B00X47ZVXM',
    });
    expect(check).toEqual({
      ok: true,
      warnings: [],
      highlight: {
        content: 'The passage',
        comment: 'My note',
        categories: [],
        tags: ['focus'],
        source: {
          title: 'Deep Work',
          author: 'Cal Newport',
          url: 'https://example.com/deep-work',
          kind: 'book',
          externalId: 'B00X47ZVXM',
        },
        location: { type: 'location', value: '610-612' },
        url: null,
        highlightedAt: Date.parse('2024-02-03T04:05:06Z'),
      },
    });
  });

  it('fails a 5 MB line with the highlight limit as its reason', () => {
    expect(recordToHighlight({ row: 1, text: 'x'.repeat(5 * 1024 * 1024) })).toEqual({
      ok: false,
      message: 'Content must be at most 20,000 characters.',
    });
  });

  it('keeps the highlight without a value that is not valid, and says so', () => {
    const check = recordToHighlight({ row: 2, text: 'kept', title: 'T', sourceUrl: 'javascript:alert(1)' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.highlight.source).toMatchObject({ title: 'T', url: undefined });
    expect(check.warnings).toEqual([
      'imported without sourceUrl: Source URL must be a web address (http or https).',
    ]);
  });

  it('reports an unreadable date as a warning and saves the highlight undated', () => {
    const check = recordToHighlight({
      row: 3,
      text: 'kept',
      highlightedAt: null,
      dateUnreadable: 'понедельник',
    });
    expect(check).toMatchObject({ ok: true, highlight: { highlightedAt: null } });
    if (check.ok)
      expect(check.warnings).toEqual(['imported without its date: "понедельник" could not be read']);
  });
});

describe('normalisedText', () => {
  it('treats runs of whitespace and Unicode forms as the same text', () => {
    expect(normalisedText(' Cafe\u0301\r\n  au   lait ')).toBe(normalisedText('Café au lait'));
  });
});

describe('duplicateKey', () => {
  it('is the same for the same normalised text, short whatever the length, and differs for another text', () => {
    const long = 'word '.repeat(2_000);
    expect(duplicateKey(` ${long}\n`)).toBe(duplicateKey(long));
    expect(duplicateKey(long).length).toBeLessThan(50);
    expect(duplicateKey(' Cafe\u0301  au lait')).toBe(duplicateKey('Café au lait'));
    expect(duplicateKey('Café au lait')).not.toBe(duplicateKey('Cafe au lait'));
  });
});
