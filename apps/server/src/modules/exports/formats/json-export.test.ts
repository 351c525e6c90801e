import { exportDocumentSchema } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import {
  collect,
  highlightRow,
  ODD_TEXTS,
  rowsOf,
  sourceRow,
  summaryRow,
} from './export-fixtures.test-helper';
import { writeJsonExport } from './json-export';

const scope = { from: null, to: null, sourceId: null };

describe('writeJsonExport', () => {
  it('writes a document the shared schema accepts, odd characters intact', async () => {
    const sources = ODD_TEXTS.map((text, index) => sourceRow({ id: `s${index}`, title: text, author: text }));
    const highlights = ODD_TEXTS.map((text, index) =>
      highlightRow({
        id: `h${index}`,
        content: text,
        comment: text,
        tags: [text],
        location: { type: 'page', value: text },
        sourceId: `s${index}`,
      }),
    );
    const summaries = [
      summaryRow({
        summaryText: ODD_TEXTS.join('\n'),
        highlights: [{ id: 'h0', content: 'x', deleted: false }],
      }),
    ];
    const notificationSettings = {
      email: 'a@example.com',
      frequency: 'WEEKLY' as const,
      enabled: true,
      startDate: '2026-01-01T21:00:00.000Z',
      timeZone: 'Europe/Paris',
    };
    const text = (
      await collect(
        writeJsonExport({
          exportedAt: '2026-11-25T08:00:00.000Z',
          scope,
          sources: rowsOf(sources),
          highlights: rowsOf(highlights),
          summaries: rowsOf(summaries),
          notificationSettings,
        }),
      )
    ).join('');
    const document = exportDocumentSchema.parse(JSON.parse(text));
    expect(document).toEqual({
      version: 1,
      exportedAt: '2026-11-25T08:00:00.000Z',
      scope,
      sources,
      highlights,
      summaries,
      notificationSettings,
    });
  });

  it('writes empty lists and no settings for an empty library', async () => {
    const text = (
      await collect(
        writeJsonExport({
          exportedAt: '2026-11-25T08:00:00.000Z',
          scope: { from: '2026-01-01', to: '2026-01-31', sourceId: 'src-1' },
          sources: rowsOf([]),
          highlights: rowsOf([]),
          summaries: rowsOf([]),
          notificationSettings: null,
        }),
      )
    ).join('');
    const document = exportDocumentSchema.parse(JSON.parse(text));
    expect(document.highlights).toEqual([]);
    expect(document.notificationSettings).toBeNull();
    expect(document.scope.sourceId).toBe('src-1');
  });
});
