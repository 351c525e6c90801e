import { describe, expect, it } from 'vitest';
import { buildSearchText, characterLength, containsLikePattern, ftsString, searchKey } from './search-text';

describe('search text', () => {
  it('joins every searchable field, lowercased, one per line', () => {
    const text = buildSearchText({
      content: 'Deep Work',
      source: 'Deep Work (book)',
      author: 'Cal NEWPORT',
      comment: null,
      categories: ['TASKS_ACTIONS'],
      tags: ['Focus', 'books'],
    });
    expect(text).toBe(
      'deep work\ndeep work (book)\ncal newport\n\ntasks_actions\ntasks & actions\nfocus\nbooks',
    );
  });

  it('lowercases and trims the search key the same way', () => {
    expect(searchKey('  Straße ÜBER  ')).toBe('straße über');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsLikePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('quotes an FTS5 phrase, doubling inner quotes', () => {
    expect(ftsString('say "hi" *now*')).toBe('"say ""hi"" *now*"');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterLength('a😀')).toBe(2);
  });
});
