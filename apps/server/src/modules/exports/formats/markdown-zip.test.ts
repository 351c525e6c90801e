import type { ExportHighlight } from '@precis/shared';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  collect,
  highlightRow,
  ODD_TEXTS,
  rowsOf,
  sourceRow,
  summaryRow,
} from './export-fixtures.test-helper';
import type { MarkdownExportInput, SourceWithHighlights, SummaryWithTargets } from './export-rows';
import { blockId, obsidianTags } from './markdown-notes';
import { writeMarkdownZip } from './markdown-zip';

async function unzip(input: Partial<MarkdownExportInput>): Promise<Map<string, string>> {
  const chunks = await collect(
    writeMarkdownZip({
      exportedAt: '2026-11-25T08:00:00.000Z',
      timeZone: 'America/New_York',
      sources: rowsOf([]),
      unsourced: rowsOf([]),
      summaries: rowsOf([]),
      ...input,
    }),
  );
  const files = unzipSync(Buffer.concat(chunks));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Map(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}

function group(source = sourceRow(), highlights: ExportHighlight[] = []): SourceWithHighlights {
  return {
    source,
    highlightsCount: highlights.length,
    lastHighlightedAt: highlights.at(-1)?.createdDate ?? null,
    tags: [...new Set(highlights.flatMap((highlight) => highlight.tags))],
    highlights: rowsOf(highlights),
  };
}

function frontMatterOf(note: string): unknown {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(note);
  if (!match) throw new Error('no front matter');
  return parse(match[1] ?? '');
}

/** The quoted text just before a block id, unquoted. */
function quoteBefore(note: string, id: string): string {
  const lines = note.split('\n');
  const at = lines.indexOf(`^${blockId(id)}`);
  expect(at).toBeGreaterThan(1);
  expect(lines[at - 1]).toBe('');
  let start = at - 2;
  while (start > 0 && lines[start - 1]?.startsWith('>')) start--;
  return lines
    .slice(start, at - 1)
    .map((line) => line.replace(/^> ?/, ''))
    .join('\n');
}

describe('writeMarkdownZip', () => {
  it('writes one note per source with its front matter and each highlight as a quote with a block id', async () => {
    const highlights = [
      highlightRow({
        id: 'h1',
        content: 'First idea.',
        comment: 'Worth rereading.',
        categories: ['MINDSET_HABITS'],
        tags: ['focus', 'deep work'],
        location: { type: 'page', value: '42' },
        url: 'https://example.com/p#:~:text=First',
        createdDate: '2026-03-04T05:06:07.089Z',
      }),
      highlightRow({ id: 'h2', content: 'Second idea.', createdDate: '2026-03-05T12:00:00.000Z' }),
    ];
    const files = await unzip({ sources: rowsOf([group(sourceRow(), highlights)]) });
    expect([...files.keys()]).toEqual(['Precis/Sources/Thinking, Fast and Slow - Daniel Kahneman.md']);
    const note = files.get('Precis/Sources/Thinking, Fast and Slow - Daniel Kahneman.md') ?? '';
    expect(frontMatterOf(note)).toEqual({
      title: 'Thinking, Fast and Slow',
      author: 'Daniel Kahneman',
      url: 'https://example.com/book?a=1&b=2',
      kind: 'book',
      tags: ['focus', 'deep-work'],
      highlights: 2,
      'last-highlighted': '2026-03-05T12:00:00.000Z',
      'precis-source-id': 'src-1',
    });
    expect(quoteBefore(note, 'h1')).toBe('First idea.');
    expect(note).toContain('> [!note] Note\n> Worth rereading.');
    expect(note).toContain('- Page 42');
    expect(note).toContain('- Highlighted: 2026-03-04 00:06');
    expect(note).toContain('- Categories: Mindset & Habits');
    expect(note).toContain('- Tags: #focus "deep work"');
    expect(note).toContain('- Link: <https://example.com/p#:~:text=First>');
    expect(obsidianTags(['a b', '2026', 'é/ok', '#?', 'A b'])).toEqual(['a-b', '_2026', 'é/ok', 'A-b']);
    expect(note.indexOf('First idea.')).toBeLessThan(note.indexOf('Second idea.'));
  });

  it('keeps odd characters in quotes, comments and front matter', async () => {
    const sources = ODD_TEXTS.map((text, index) =>
      group(sourceRow({ id: `s${index}`, title: text, author: text, url: null }), [
        highlightRow({ id: `h${index}`, sourceId: `s${index}`, content: text, comment: text, tags: [text] }),
      ]),
    );
    const files = await unzip({ sources: rowsOf(sources) });
    expect(files.size).toBe(ODD_TEXTS.length);
    const notes = [...files.values()];
    ODD_TEXTS.forEach((text, index) => {
      const note = notes.find((candidate) => candidate.includes(`^${blockId(`h${index}`)}`)) ?? '';
      const properties = frontMatterOf(note) as Record<string, unknown>;
      expect(properties.title).toBe(text);
      expect(properties.author).toBe(text);
      const expected = text.split(/\r\n|\r|\n/).join('\n');
      expect(quoteBefore(note, `h${index}`)).toBe(expected);
    });
  });

  it('gives every note a safe name, unique without regard to case', async () => {
    const sources = ['Notes', 'notes', 'NOTES', 'a/b: c?', 'CON', '', '...'].map((title, index) =>
      group(sourceRow({ id: `s${index}`, title, author: null })),
    );
    const files = await unzip({ sources: rowsOf(sources) });
    expect([...files.keys()]).toEqual([
      'Precis/Sources/Notes.md',
      'Precis/Sources/notes (2).md',
      'Precis/Sources/NOTES (3).md',
      'Precis/Sources/a b c.md',
      'Precis/Sources/CON_.md',
      'Precis/Sources/Untitled.md',
      'Precis/Sources/Untitled (2).md',
    ]);
  });

  it('files highlights without a source by month in the time zone', async () => {
    const unsourced = [
      highlightRow({ id: 'u1', sourceId: null, source: null, createdDate: '2026-02-01T03:00:00.000Z' }),
      highlightRow({ id: 'u2', sourceId: null, source: null, createdDate: '2026-02-01T06:00:00.000Z' }),
      highlightRow({ id: 'u3', sourceId: null, source: null, createdDate: '2026-03-10T06:00:00.000Z' }),
    ];
    const files = await unzip({ unsourced: rowsOf(unsourced) });
    expect([...files.keys()]).toEqual([
      'Precis/Without a source/Highlights 2026-01.md',
      'Precis/Without a source/Highlights 2026-02.md',
      'Precis/Without a source/Highlights 2026-03.md',
    ]);
    const february = files.get('Precis/Without a source/Highlights 2026-02.md') ?? '';
    expect(frontMatterOf(february)).toEqual({
      title: 'Highlights without a source, 2026-02',
      month: '2026-02',
    });
    expect(february).toContain(`^${blockId('u2')}`);
  });

  it('writes each summary in its own note, linking to the blocks of the highlights it used', async () => {
    const sourced = highlightRow({ id: 'h1', content: 'From the book.' });
    const loose = highlightRow({ id: 'u1', sourceId: null, source: null, content: 'Loose [one] | pipe' });
    const summary = summaryRow({
      highlights: [
        { id: 'h1', content: 'From the book.', deleted: false },
        { id: 'u1', content: 'Loose [one] | pipe', deleted: false },
        { id: 'gone', content: 'Deleted since.', deleted: true },
      ],
    });
    const targets = new Map([
      ['h1', { sourceId: 'src-1', createdDate: sourced.createdDate }],
      ['u1', { sourceId: null, createdDate: loose.createdDate }],
    ]);
    const summaries: SummaryWithTargets[] = [{ summary, targets }];
    const files = await unzip({
      sources: rowsOf([group(sourceRow(), [sourced])]),
      unsourced: rowsOf([loose]),
      summaries: rowsOf(summaries),
    });
    const note = files.get('Precis/Summaries/2026-02-28 Weekly digest.md') ?? '';
    expect(frontMatterOf(note)).toMatchObject({ title: 'Weekly digest', type: 'AUTO', status: 'READY' });
    expect(note).toContain('## Key ideas');
    const links = [...note.matchAll(/\[\[([^#\]]+)#\^([^|\]]+)\|[^\]]*\]\]/g)];
    expect(links.map((link) => link[1])).toEqual([
      'Thinking, Fast and Slow - Daniel Kahneman',
      'Highlights 2026-03',
    ]);
    for (const [, name, id] of links) {
      const target = [...files.entries()].find(([path]) => path.endsWith(`/${name}.md`));
      expect(target?.[1]).toContain(`^${id}`);
    }
    expect(note).toContain('- Deleted since.');
  });
});
