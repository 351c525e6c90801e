import { describe, expect, it } from 'vitest';
import { type ExportDocument, exportDocumentSchema, exportQuerySchema } from './export';

const document: ExportDocument = {
  version: 1,
  exportedAt: '2026-11-25T08:00:00.000Z',
  scope: { from: null, to: null, sourceId: null },
  sources: [
    {
      id: 's1',
      title: 'Thinking, Fast and Slow',
      author: 'Daniel Kahneman',
      url: null,
      kind: 'book',
      externalId: 'B00555X8OA',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  highlights: [
    {
      id: 'h1',
      content: 'Nothing in life is as important as you think it is, while you are thinking about it.',
      sourceId: 's1',
      source: 'Thinking, Fast and Slow',
      author: 'Daniel Kahneman',
      sourceUrl: null,
      comment: null,
      categories: ['MINDSET_HABITS'],
      tags: ['focus'],
      location: { type: 'location', value: '610-612' },
      url: null,
      createdDate: '2025-12-31T21:00:00.000Z',
      savedAt: '2026-01-01T00:00:00.000Z',
      processed: true,
    },
  ],
  summaries: [],
  notificationSettings: null,
};

describe('exportDocumentSchema', () => {
  it('accepts a version 1 document', () => {
    expect(exportDocumentSchema.parse(document)).toEqual(document);
  });

  it('refuses a version it does not know', () => {
    expect(exportDocumentSchema.safeParse({ ...document, version: 2 }).success).toBe(false);
  });

  it('refuses an unknown location type', () => {
    const highlight = { ...document.highlights[0], location: { type: 'chapter', value: '3' } };
    expect(exportDocumentSchema.safeParse({ ...document, highlights: [highlight] }).success).toBe(false);
  });
});

describe('exportQuerySchema', () => {
  it('refuses an unknown format and a range that ends before it starts', () => {
    expect(exportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(exportQuerySchema.safeParse({ format: 'csv', from: '2026-02-02', to: '2026-02-01' }).success).toBe(
      false,
    );
    expect(exportQuerySchema.parse({ format: 'csv', from: '2026-02-01' })).toEqual({
      format: 'csv',
      from: '2026-02-01',
    });
  });
});
