import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../lib/errors';
import { parseOmnivoreZip, readHighlightsMarkdown } from './omnivore';

const UTC = { timeZone: 'UTC', now: new Date('2026-11-25T00:00:00Z') };

const metadata = [
  {
    id: '1',
    slug: 'deep-work-abc',
    title: 'Deep Work',
    description: '',
    author: 'Cal Newport',
    url: 'https://example.com/deep-work',
    state: 'Archived',
    readingProgress: 100,
    thumbnail: '',
    labels: ['focus'],
    savedAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-02T10:00:00.000Z',
  },
  {
    id: '2',
    slug: 'unread-article',
    title: 'Unread',
    url: 'https://example.com/u',
    labels: [],
    savedAt: '2024-03-03T10:00:00.000Z',
  },
];

const highlightsMarkdown = [
  '> Clarity about what matters provides clarity about what does not. ',
  '> Two paragraphs\n> of one quote ',
  '#craft #attention',
  'My note on it,\nover two lines',
  '> A last one without note ',
].join('\n\n');

function zip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

describe('parseOmnivoreZip', () => {
  it('joins metadata and highlights by slug, with labels and notes', () => {
    const outcome = parseOmnivoreZip(
      zip({
        'metadata_0_to_2.json': JSON.stringify(metadata, null, 2),
        'highlights/deep-work-abc.md': highlightsMarkdown,
        'content/deep-work-abc.html': '<p>the article</p>',
      }),
      UTC,
    );
    expect(outcome.total).toBe(4);
    expect(outcome.skipped).toEqual([{ row: 4, message: 'a saved article with no highlights (Unread)' }]);
    expect(outcome.records).toEqual([
      {
        row: 1,
        text: 'Clarity about what matters provides clarity about what does not.',
        title: 'Deep Work',
        author: 'Cal Newport',
        sourceUrl: 'https://example.com/deep-work',
        sourceKind: 'article',
        highlightedAt: new Date('2024-03-01T10:00:00.000Z'),
        tags: ['focus'],
      },
      expect.objectContaining({
        row: 2,
        text: 'Two paragraphs\nof one quote',
        note: 'My note on it,\nover two lines',
        tags: ['craft', 'attention', 'focus'],
      }),
      expect.objectContaining({ row: 3, text: 'A last one without note' }),
    ]);
  });

  it('keeps highlights whose item is missing from the metadata, under their slug', () => {
    const outcome = parseOmnivoreZip(
      zip({ 'metadata_0_to_0.json': '[]', 'highlights/lost-item.md': '> kept anyway' }),
      UTC,
    );
    expect(outcome.records).toEqual([expect.objectContaining({ text: 'kept anyway', title: 'lost-item' })]);
  });

  it('refuses a zip bomb once it inflates past the limit', () => {
    const bomb = zipSync({ 'highlights/bomb.md': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    expect(() => parseOmnivoreZip(bomb, UTC, { maxInflatedBytes: 1024 * 1024 })).toThrow(/zip bomb/);
  });

  it('refuses a file that is not a zip, and a zip that is not an Omnivore export', () => {
    expect(() => parseOmnivoreZip(strToU8('not a zip at all'), UTC)).toThrow(UnprocessableError);
    expect(() => parseOmnivoreZip(zip({ 'readme.txt': 'hello' }), UTC)).toThrow(/not an Omnivore export/);
    expect(() => parseOmnivoreZip(zip({ 'metadata_0_to_1.json': '{' }), UTC)).toThrow(/not valid JSON/);
  });
});

describe('readHighlightsMarkdown', () => {
  it('keeps a note written without a quote as its own text', () => {
    expect(readHighlightsMarkdown('A page note\n\n')).toEqual([{ quote: 'A page note', labels: [] }]);
  });
});
