import { describe, expect, it } from 'vitest';
import { buildSearchText, characterLength, containsLikePattern, ftsString, searchKey } from './search-text';

describe('search text', () => {
  it('joins every searchable field, lowercased, one per line', () => {
    const text = buildSearchText({
      content: 'Deep Work',
      source: 'Cal NEWPORT',
      comment: null,
      categories: ['TASKS_ACTIONS'],
      tags: ['Focus', 'books'],
    });
    expect(text).toBe('deep work\ncal newport\n\ntasks_actions\ntasks & actions\nfocus\nbooks');
  });

  it("holds the source's author after its title, when there is one", () => {
    const text = buildSearchText({
      content: 'Fear is the mind-killer.',
      source: 'Dune',
      author: 'Frank HERBERT',
      comment: null,
      categories: [],
      tags: [],
    });
    expect(text).toBe('fear is the mind-killer.\ndune\nfrank herbert\n');
  });

  it('lowercases, trims and unaccents the search key the same way', () => {
    expect(searchKey('  Straße ÜBER  ')).toBe('straße uber');
  });

  it('drops the accents of Latin and Greek letters, in the text and in the key, and keeps other scripts whole', () => {
    const text = buildSearchText({
      content: 'Hay que imaginarse a Sísifo dichoso. Ἀρετή. Tiếng Việt. सीखना',
      source: 'L’Étranger',
      comment: null,
      categories: [],
      tags: [],
    });
    expect(text.startsWith("hay que imaginarse a sisifo dichoso. αρετη. tieng viet. सीखना\nl'etranger")).toBe(
      true,
    );
    expect(searchKey('SÍSIFO')).toBe('sisifo');
    expect(searchKey('cafe\u0301')).toBe('cafe');
  });

  it('reads a typographic apostrophe as a typed one, in the text and in the key, and one space between words', () => {
    const text = buildSearchText({
      content: 'I don’t know, it‘s Rock ʼn’ roll',
      source: null,
      comment: null,
      categories: [],
      tags: [],
    });
    expect(text.startsWith("i don't know, it's rock 'n' roll")).toBe(true);
    expect(searchKey('Don’t')).toBe("don't");
    expect(searchKey('Spaced  \t repetition')).toBe('spaced repetition');
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
