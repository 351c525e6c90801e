import type { Highlight } from '@precis/shared';

/** A highlight for component tests; pass only the fields a test is about. */
export const sampleHighlight = (overrides: Partial<Highlight> = {}): Highlight => ({
  id: 'h1',
  content: 'Plain content',
  source: 'A Book',
  comment: null,
  categories: [],
  tags: [],
  createdDate: '2026-11-02T15:04:00.000Z',
  processed: true,
  synced: false,
  sourceId: null,
  author: null,
  sourceUrl: null,
  location: null,
  url: null,
  savedAt: '2026-11-02T15:04:00.000Z',
  ...overrides,
});
