import type { ExportHighlight, ExportSource, ExportSummary } from '@precis/shared';

/** Text that breaks naive writers: quotes, commas, newlines, Markdown, emoji, right-to-left, `---` lines. */
export const ODD_TEXTS = [
  'She said "no, never", then left.',
  'line one\nline two\r\nline three\n\n',
  '---\ntitle: not front matter\n---',
  '# Heading *bold* _it_ `code` [link](http://x) > quote | pipe',
  'emoji 🧠👩🏽‍💻 and a flag 🇺🇦',
  'עברית מימין לשמאל، والعربية أيضاً',
  "'single' ,leading comma, trailing,",
  '  spaces around  ',
  '=SUM(A1:A2)',
  '^precis-fake ]] [[ # ^',
];

export function sourceRow(overrides: Partial<ExportSource> = {}): ExportSource {
  return {
    id: 'src-1',
    title: 'Thinking, Fast and Slow',
    author: 'Daniel Kahneman',
    url: 'https://example.com/book?a=1&b=2',
    kind: 'book',
    externalId: 'B00555X8OA',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function highlightRow(overrides: Partial<ExportHighlight> = {}): ExportHighlight {
  return {
    id: '019ab7c2-0000-7000-8000-000000000001',
    content: 'A highlight.',
    sourceId: 'src-1',
    source: 'Thinking, Fast and Slow',
    author: 'Daniel Kahneman',
    sourceUrl: 'https://example.com/book?a=1&b=2',
    comment: null,
    categories: [],
    tags: [],
    location: null,
    url: null,
    createdDate: '2026-03-04T05:06:07.089Z',
    savedAt: '2026-03-05T00:00:00.000Z',
    processed: false,
    ...overrides,
  };
}

export function summaryRow(overrides: Partial<ExportSummary> = {}): ExportSummary {
  return {
    id: 'sum-1',
    summarizationType: 'AUTO',
    summarizationCategories: [],
    summaryTitle: 'Weekly digest',
    summaryText: '## Key ideas\n\n- one\n- two',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-03-07T23:59:59.999Z',
    status: 'READY',
    error: null,
    source: 'USER',
    createdDate: '2026-03-08T00:00:00.000Z',
    highlights: [],
    ...overrides,
  };
}

export async function* rowsOf<T>(rows: readonly T[]): AsyncGenerator<T> {
  yield* rows;
}

export async function collect<T>(chunks: AsyncIterable<T>): Promise<T[]> {
  const result: T[] = [];
  for await (const chunk of chunks) result.push(chunk);
  return result;
}
