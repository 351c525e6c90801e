import { type ExportDocument, exportDocumentSchema, type Highlight } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { ODD_TEXTS } from '../exports/formats/export-fixtures.test-helper';
import { interval, requestSummary } from '../summaries/summaries-test-helpers';
import { multipart } from './imports-test-helpers';

const ZONE = 'America/Sao_Paulo';

/** A Readwise export row with an Amazon Book ID: the one way a source gets an external id. */
const READWISE_EXPORT = [
  'Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags',
  '"A line, with ""quotes""\n---\nand a rule",Kindle Book — 📚,"Author, First",B00555X8OA,,yellow,,location,610,2025-11-02 10:00:00+00:00,',
].join('\n');

/** A document's rows without what a new account necessarily gives anew (ids, save and change times). */
function comparable(document: ExportDocument) {
  const sources = new Map(document.sources.map((source) => [source.id, source]));
  const highlights = document.highlights
    .map(({ id: _id, sourceId, savedAt: _savedAt, ...highlight }) => {
      const source = sourceId ? sources.get(sourceId) : undefined;
      return {
        ...highlight,
        sourceRow: source ? { ...source, id: undefined, createdAt: undefined, updatedAt: undefined } : null,
      };
    })
    .sort((a, b) => `${a.createdDate}${a.content}`.localeCompare(`${b.createdDate}${b.content}`));
  const summaries = document.summaries
    .map(({ id: _id, ...summary }) => ({
      ...summary,
      highlights: summary.highlights.map(({ id: _used, ...used }) => used),
    }))
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  return {
    highlights,
    sources: document.sources
      .map(({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...source }) => source)
      .sort((a, b) => a.title.localeCompare(b.title)),
    summaries,
    notificationSettings: document.notificationSettings,
  };
}

describe.each(testDialects)('a Precis JSON export imported into a new account on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let original: ExportDocument;
  let file: Buffer;

  const exportOf = async (user: TestUser) => {
    const response = await user.request({
      method: 'GET',
      url: '/api/v1/exports?format=json',
      timeZone: ZONE,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { document: exportDocumentSchema.parse(response.json()), raw: response.rawPayload };
  };
  const importInto = async (user: TestUser, bytes: Buffer, fileName: string) => {
    const started = await user.request({
      method: 'POST',
      url: '/api/v1/imports',
      timeZone: ZONE,
      ...multipart([{ name: 'file', value: bytes, fileName }]),
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.context.jobs.drain();
    return (await user.request({ method: 'GET', url: `/api/v1/imports/${started.json().id}` })).json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.signUp();
    const save = async (payload: Record<string, unknown>) => {
      const response = await owner.request({
        method: 'POST',
        url: '/api/v1/highlights',
        payload,
        timeZone: ZONE,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Highlight>();
    };
    // Every kind of field and the odd characters, over books, articles, a video and highlights without a source.
    await save({
      content: ODD_TEXTS.join('\n'),
      source: 'Thinking, Fast and Slow',
      author: 'Daniel "Danny" Kahneman',
      sourceUrl: 'https://example.com/books/thinking?x=1,2',
      sourceKind: 'book',
      location: { type: 'location', value: '610-612' },
      url: 'https://example.com/books/thinking#:~:text=System',
      highlightedAt: '2026-03-01T23:30:00.000Z',
      comment: 'A note, with "quotes"\n---\nand a rule, **Markdown** and עברית',
      categories: ['MINDSET_HABITS', 'DATA_AI'],
      tags: ['focus', 'deep work', 'עברית 🧠'],
    });
    for (const [index, text] of ODD_TEXTS.entries()) {
      await save({
        content: `${text} (${index})`,
        source: 'thinking, fast and slow',
        author: 'Daniel "Danny" Kahneman',
        location: { type: 'page', value: String(index + 2) },
        highlightedAt: `2026-03-0${(index % 8) + 2}T10:00:00.000Z`,
        comment: index % 2 === 0 ? `note ${text}` : undefined,
      });
    }
    await save({
      content: 'A web passage — with an em dash.',
      source: 'An article/with: odd? name',
      sourceUrl: 'https://example.com/article',
      sourceKind: 'article',
      highlightedAt: '2026-04-02T10:00:00.000Z',
      categories: ['PRODUCTIVITY'],
    });
    await save({
      content: 'Said at one hour in.',
      source: 'A talk',
      author: 'مقدم',
      sourceUrl: 'https://video.example.com/watch?v=1',
      sourceKind: 'video',
      location: { type: 'time', value: '01:02:03' },
      highlightedAt: '2026-04-03T10:00:00.000Z',
    });
    await save({ content: 'No source, early.', highlightedAt: '2026-02-10T10:00:00.000Z' });
    const doomed = await save({
      content: 'Deleted after it was summarised.',
      highlightedAt: '2026-02-11T10:00:00Z',
    });
    await save({ content: 'No source, now.', tags: ['later'] });
    expect((await importInto(owner, Buffer.from(READWISE_EXPORT), 'readwise.csv')).created).toBe(1);

    await requestSummary(
      owner,
      { dateInterval: interval(Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-04-30T00:00:00Z')) },
      ZONE,
    );
    await t.context.jobs.drain();
    const deleted = await owner.request({ method: 'DELETE', url: `/api/v1/highlights/${doomed.id}` });
    expect(deleted.statusCode).toBe(204);
    const settings = await owner.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      timeZone: 'Asia/Kolkata',
      payload: {
        email: 'digest@example.com',
        frequency: 'WEEKLY',
        enabled: true,
        startDate: '2026-03-02T20:00:00Z',
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const exported = await exportOf(owner);
    original = exported.document;
    file = exported.raw;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('holds every kind of row before the round trip (so the comparison below means something)', () => {
    expect(original.highlights.length).toBe(16);
    // The Readwise row with an Amazon Book ID is a book too.
    expect(original.sources.map((source) => source.kind).sort()).toEqual([
      'article',
      'book',
      'book',
      'video',
    ]);
    expect(original.sources.map((source) => source.externalId)).toContain('B00555X8OA');
    expect(Math.max(...original.highlights.map((highlight) => highlight.categories.length))).toBeGreaterThan(
      1,
    );
    expect(original.summaries).toHaveLength(1);
    expect(original.summaries[0]?.status).toBe('READY');
    expect(original.summaries[0]?.highlights.filter((used) => used.deleted)).toHaveLength(1);
    expect(original.notificationSettings?.timeZone).toBe('Asia/Kolkata');
  });

  it('gives a new account the same highlights, sources, summaries and settings, field by field', async () => {
    const newcomer = await t.signUp();
    const report = await importInto(newcomer, file, 'precis-export.json');
    const records = original.highlights.length + original.summaries.length + 1;
    expect(report).toMatchObject({
      status: 'DONE',
      format: 'precis-json',
      total: records,
      processed: records,
      created: records,
      duplicates: 0,
      skipped: 0,
      failed: 0,
      errors: [],
    });
    const copy = (await exportOf(newcomer)).document;
    expect(comparable(copy)).toEqual(comparable(original));

    // The summary points at the new account's own highlights, found by the app's summary page.
    const [summary] = copy.summaries;
    const present = summary?.highlights.filter((used) => !used.deleted) ?? [];
    const ids = new Set(copy.highlights.map((highlight) => highlight.id));
    expect(present.length).toBeGreaterThan(3);
    expect(present.every((used) => ids.has(used.id))).toBe(true);
    const shown = await newcomer.request({ method: 'GET', url: `/api/v1/summaries/${summary?.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().summaryText).toBe(original.summaries[0]?.summaryText);

    // A second import of the same file adds nothing and keeps the settings the account now has.
    const again = await importInto(newcomer, file, 'precis-export.json');
    expect(again).toMatchObject({
      status: 'DONE',
      created: 0,
      duplicates: records - 1,
      skipped: 1,
      errors: [{ row: records, message: expect.stringContaining('kept') }],
    });
    expect(comparable((await exportOf(newcomer)).document)).toEqual(comparable(original));
  });
});
