import { describe, expect, it } from 'vitest';
import { extractKeyPhrases, titleCase } from './key-phrases';
import { escapeMarkdownText, quoteBullet, stripControlCharacters, tidyQuote } from './markdown';
import { formatPeriod } from './period';
import { rankSentences, selectDiverse } from './text-rank';
import { cosine } from './tf-idf';
import { contentTokens, stemWord } from './tokens';

describe('stemWord', () => {
  it('follows the Porter algorithm', () => {
    const expected: Record<string, string> = {
      caresses: 'caress',
      ponies: 'poni',
      running: 'run',
      hopping: 'hop',
      relational: 'relat',
      conditional: 'condit',
      generalization: 'gener',
      effective: 'effect',
      adjustable: 'adjust',
      habits: 'habit',
      habit: 'habit',
      yearly: 'yearli',
    };
    for (const [word, root] of Object.entries(expected)) expect(stemWord(word), word).toBe(root);
  });

  it('makes vocabulary terms and text meet', () => {
    expect(contentTokens('Budgeting budgets')).toEqual(['budget', 'budget']);
    expect(contentTokens("The team's meetings were productive")).toEqual(['team', 'meet', 'product']);
  });
});

describe('markdown helpers', () => {
  it('escapes HTML, links and leading block markers', () => {
    expect(escapeMarkdownText('<b>bold</b> & [x](y) `code`')).toBe(
      '&lt;b&gt;bold&lt;/b&gt; & \\[x\\](y) \\`code\\`',
    );
    expect(escapeMarkdownText('# not a heading')).toBe('\\# not a heading');
    expect(escapeMarkdownText('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('strips control and bidi characters but keeps newlines', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\r\nd\u202ee')).toBe('abc\nde');
  });

  it('shortens long quotes at a word boundary and builds traceable bullets', () => {
    const long = tidyQuote(`${'word '.repeat(100)}end`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('…')).toBe(true);
    expect(quoteBullet('Do it', 'a b', true)).toBe('- [ ] Do it ([source](/highlights/a%20b))');
  });
});

describe('formatPeriod', () => {
  it('formats days, ranges, months and years', () => {
    expect(formatPeriod('2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z', 'UTC')).toEqual({
      label: 'Nov 22, 2026',
      singleDay: true,
    });
    expect(formatPeriod('2026-11-03T00:00:00Z', '2026-11-09T23:59:59Z', 'UTC')?.label).toBe('Nov 3–9, 2026');
    expect(formatPeriod('2026-10-28T00:00:00Z', '2026-11-03T12:00:00Z', 'UTC')?.label).toBe(
      'Oct 28 – Nov 3, 2026',
    );
    expect(formatPeriod('2025-12-29T00:00:00Z', '2026-01-04T12:00:00Z', 'UTC')?.label).toBe(
      'Dec 29, 2025 – Jan 4, 2026',
    );
    expect(formatPeriod('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 'UTC')?.label).toBe('November 2026');
  });

  it('uses the time zone', () => {
    // 23:30 UTC on Nov 21 is already Nov 22 in Tokyo.
    expect(formatPeriod('2026-11-21T23:30:00Z', '2026-11-22T10:00:00Z', 'Asia/Tokyo')?.label).toBe(
      'Nov 22, 2026',
    );
    expect(formatPeriod('bad', '2026-11-22T10:00:00Z', 'UTC')).toBeUndefined();
  });
});

describe('ranking and key phrases', () => {
  it('ranks the sentence most similar to the others first and removes near-duplicates', () => {
    const documents = [
      'deep work focus attention',
      'deep work focus practice',
      'deep work attention practice',
      'grocery list milk eggs',
    ].map((text) => text.split(' '));
    const { scores, vectors } = rankSentences(documents);
    expect(scores.indexOf(Math.max(...scores))).toBeLessThan(3);
    expect(scores[3]).toBeLessThan(scores[0] ?? 0);
    const [first] = vectors;
    expect(first && cosine(first, first)).toBeCloseTo(1);
    expect(selectDiverse([0, 1, 2, 3], vectors, 4, 0.3)).toContain(3);
  });

  it('finds recurring noun phrases and title-cases them', () => {
    const phrases = extractKeyPhrases([
      { text: 'Deep work needs long blocks of time.', highlightIndex: 0, score: 1 },
      { text: 'Protect deep work from meetings.', highlightIndex: 1, score: 0.8 },
      { text: 'Meetings fragment deep work and the calendar.', highlightIndex: 2, score: 0.5 },
    ]);
    expect(phrases[0]?.text).toBe('deep work');
    expect(phrases[0]?.highlightIndexes).toEqual([0, 1, 2]);
    expect(phrases.map((phrase) => phrase.text)).toContain('meetings');
    expect(titleCase('deep work')).toBe('Deep Work');
    expect(titleCase('AI safety')).toBe('AI Safety');
  });

  it('takes no word of asking or of errands for a theme, and keeps an acronym as written', () => {
    const phrases = extractKeyPhrases([
      { text: "Please don't forget the parents' evening form.", highlightIndex: 0, score: 1 },
      {
        text: 'Please return the library books, and do not forget to renew the parking permit.',
        highlightIndex: 1,
        score: 1,
      },
      {
        text: 'Invoice INV-2041 is due on Friday; the payments API returned 502s again.',
        highlightIndex: 2,
        score: 1,
      },
      {
        text: 'The rent is due Monday. Dana: can someone look at the spike on /api/orders?',
        highlightIndex: 3,
        score: 1,
      },
    ]).map((phrase) => phrase.text.toLowerCase());
    for (const word of ['please', 'forget', 'return', 'renew', 'due']) expect(phrases).not.toContain(word);
    const api = extractKeyPhrases([
      { text: 'The payments API returned 502s.', highlightIndex: 0, score: 1 },
      { text: 'Dana: can someone look at the spike on /api/orders?', highlightIndex: 1, score: 1 },
    ]).find((phrase) => phrase.text.toLowerCase() === 'api');
    expect(api?.text).toBe('API');
    // Months are dates in every language, not what a German week was about.
    const german = extractKeyPhrases([
      { text: 'Wir verschieben den Launch auf Februar.', highlightIndex: 0, score: 1, language: 'de' },
      { text: 'Im Februar kommt die neue Version.', highlightIndex: 1, score: 1, language: 'de' },
    ]).map((phrase) => phrase.text.toLowerCase());
    expect(german).not.toContain('februar');
  });
});
