import { type ExportDocument, exportDocumentSchema, type Highlight } from '@precis/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { newId } from '../../lib/ids';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { interval, requestSummary } from '../summaries/summaries-test-helpers';
import { ODD_TEXTS } from './formats/export-fixtures.test-helper';
import { csvRecord, READWISE_CSV_COLUMNS } from './formats/readwise-csv';

const ZONE = 'Europe/Berlin';

async function download(user: TestUser, query: string, timeZone: string | undefined = ZONE) {
  return user.request({ method: 'GET', url: `/api/v1/exports?${query}`, timeZone });
}

async function exportJson(user: TestUser, query = ''): Promise<ExportDocument> {
  const response = await download(user, `format=json${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return exportDocumentSchema.parse(response.json());
}

function frontMatterOf(note: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(note);
  if (!match) throw new Error(`no front matter in ${note.slice(0, 80)}`);
  return parseYaml(match[1] ?? '') as Record<string, unknown>;
}

describe.each(testDialects)('GET /api/v1/exports on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let saved: Highlight[];
  let bookId: string;

  async function save(payload: Record<string, unknown>): Promise<Highlight> {
    const response = await owner.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload,
      timeZone: ZONE,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Highlight>();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.signUp();
    saved = [];
    // Every kind of field, and the odd characters, across two sources and highlights without one.
    saved.push(
      await save({
        content: ODD_TEXTS.join('\n'),
        source: 'Thinking, Fast and Slow',
        author: 'Daniel "Danny" Kahneman',
        sourceUrl: 'https://example.com/books/thinking?x=1,2',
        sourceKind: 'book',
        location: { type: 'location', value: '610-612' },
        url: 'https://example.com/books/thinking#:~:text=System',
        highlightedAt: '2026-03-01T23:30:00.000Z',
        comment: 'A note, with "quotes"\n---\nand a rule',
        categories: ['MINDSET_HABITS', 'DATA_AI'],
        tags: ['focus', 'deep work', 'עברית 🧠'],
      }),
    );
    saved.push(
      await save({
        content: 'Page two of the book.',
        source: 'thinking, fast and slow',
        author: 'Daniel "Danny" Kahneman',
        location: { type: 'page', value: '2' },
        highlightedAt: '2026-03-05T10:00:00.000Z',
      }),
    );
    saved.push(
      await save({
        content: 'A web passage.',
        source: 'An article/with: odd? name',
        sourceUrl: 'https://example.com/article',
        sourceKind: 'article',
        highlightedAt: '2026-04-02T10:00:00.000Z',
      }),
    );
    saved.push(await save({ content: 'No source, early.', highlightedAt: '2026-02-10T10:00:00.000Z' }));
    saved.push(await save({ content: 'No source, now.', tags: ['later'] }));
    bookId = saved[0]?.sourceId ?? '';
    expect(saved[1]?.sourceId).toBe(bookId);
    await requestSummary(owner, {
      dateInterval: interval(Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-04-30T00:00:00Z')),
    });
    await t.context.jobs.drain();
    const settings = await owner.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      timeZone: ZONE,
      payload: {
        email: 'digest@example.com',
        frequency: 'WEEKLY',
        enabled: true,
        startDate: '2026-03-02T20:00:00Z',
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('exports everything as JSON the shared schema accepts, every field as the API shows it', async () => {
    const response = await download(owner, 'format=json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="precis-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = exportDocumentSchema.parse(response.json());
    expect(document.version).toBe(1);
    expect(document.scope).toEqual({ from: null, to: null, sourceId: null });
    const byId = new Map(document.highlights.map((highlight) => [highlight.id, highlight]));
    expect(document.highlights).toHaveLength(saved.length);
    let withAiCodes = 0;
    for (const original of saved) {
      const shown = (
        await owner.request({ method: 'GET', url: `/api/v1/highlights/${original.id}` })
      ).json<Highlight>();
      const exported = byId.get(original.id);
      // The codes the AI added, apart from the ones typed with the highlight (only the first had any).
      const typed = original === saved[0] ? ['MINDSET_HABITS', 'DATA_AI'] : [];
      const added = shown.categories.filter((code) => !typed.includes(code));
      if (added.length > 0) withAiCodes += 1;
      expect(exported).toEqual({
        id: shown.id,
        content: shown.content,
        sourceId: shown.sourceId,
        source: shown.source,
        author: shown.author,
        sourceUrl: shown.sourceUrl,
        comment: shown.comment,
        categories: shown.categories,
        aiCategories: added,
        tags: shown.tags,
        location: shown.location,
        url: shown.url,
        createdDate: shown.createdDate,
        savedAt: shown.savedAt,
        processed: shown.processed,
      });
    }
    expect(withAiCodes).toBeGreaterThan(0);
    expect(document.highlights.map((highlight) => highlight.createdDate)).toEqual(
      document.highlights.map((highlight) => highlight.createdDate).sort(),
    );
    expect(document.sources.map((source) => source.id).sort()).toEqual(
      [...new Set(saved.map((highlight) => highlight.sourceId).filter(Boolean))].sort(),
    );
    expect(document.sources.find((source) => source.id === bookId)).toMatchObject({
      title: 'Thinking, Fast and Slow',
      author: 'Daniel "Danny" Kahneman',
      url: 'https://example.com/books/thinking?x=1,2',
      kind: 'book',
    });
    expect(document.summaries).toHaveLength(1);
    expect(document.summaries[0]?.status).toBe('READY');
    expect(document.summaries[0]?.highlights.map((used) => used.id).sort()).toEqual(
      saved
        .slice(0, 4)
        .map((highlight) => highlight.id)
        .sort(),
    );
    expect(document.notificationSettings).toEqual({
      email: 'digest@example.com',
      frequency: 'WEEKLY',
      enabled: true,
      startDate: '2026-03-02T20:00:00.000Z',
      timeZone: ZONE,
    });
  });

  it('exports Readwise CSV that parses back to the same values', async () => {
    const response = await download(owner, 'format=csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="precis-export-[\d-]+\.csv"$/);
    const [header, ...records] = parseCsv(response.rawPayload) as string[][];
    expect(header).toEqual([...READWISE_CSV_COLUMNS]);
    const document = await exportJson(owner);
    expect(records).toEqual(document.highlights.map((highlight) => csvRecord(highlight, null)));
    expect(records[1]?.[0]).toBe(ODD_TEXTS.join('\n'));
    expect(records[1]?.[6]).toMatch(/^focus, deep work, עברית 🧠, MINDSET_HABITS, DATA_AI\b/);
  });

  it('exports an Obsidian zip: a note per source, a note per month, the summary linking to its highlights', async () => {
    const response = await download(owner, 'format=markdown');
    expect(response.headers['content-type']).toBe('application/zip');
    const files = Object.entries(unzipSync(response.rawPayload)).map(
      ([name, data]) => [name, new TextDecoder('utf-8', { fatal: true }).decode(data)] as const,
    );
    const names = files.map(([name]) => name);
    expect(names.filter((name) => name.startsWith('Precis/Sources/')).sort()).toEqual([
      'Precis/Sources/An article with odd name.md',
      'Precis/Sources/Thinking, Fast and Slow - Daniel Danny Kahneman.md',
    ]);
    expect(names.filter((name) => name.startsWith('Precis/Without a source/'))).toHaveLength(2);
    const book = files.find(([name]) => name.includes('Thinking'))?.[1] ?? '';
    expect(frontMatterOf(book)).toMatchObject({
      title: 'Thinking, Fast and Slow',
      author: 'Daniel "Danny" Kahneman',
      kind: 'book',
      highlights: 2,
      tags: ['deep-work', 'focus', 'עברית-'],
    });
    for (const highlight of saved)
      expect(files.some(([, text]) => text.includes(`^precis-${highlight.id}`))).toBe(true);
    const summary = files.find(([name]) => name.startsWith('Precis/Summaries/'))?.[1] ?? '';
    const links = [...summary.matchAll(/\[\[([^#\]]+)#\^precis-([^|\]]+)\|/g)];
    expect(links).toHaveLength(4);
    for (const [, note, id] of links) {
      const target = files.find(([name]) => name.endsWith(`/${note}.md`));
      expect(target?.[1]).toContain(`^precis-${id}`);
    }
  });

  it('keeps to a range of local days, both ends included', async () => {
    // 2026-03-01T23:30Z is 2 March in Berlin.
    const march = await exportJson(owner, '&from=2026-03-02&to=2026-03-31');
    expect(march.highlights.map((highlight) => highlight.content)).toEqual([
      ODD_TEXTS.join('\n'),
      'Page two of the book.',
    ]);
    expect(march.sources.map((source) => source.id)).toEqual([bookId]);
    expect(march.scope).toEqual({ from: '2026-03-02', to: '2026-03-31', sourceId: null });
    const none = await exportJson(owner, '&from=2026-03-06&to=2026-03-31');
    expect(none.highlights).toEqual([]);
  });

  it('counts the days of a download link, which sends no X-Timezone, in the zone the browser last sent', async () => {
    const response = await owner.request({
      method: 'GET',
      url: '/api/v1/exports?format=json&from=2026-03-02&to=2026-03-02',
    });
    expect(response.statusCode, response.body).toBe(200);
    // 2026-03-01T23:30Z is 2 March in Berlin, still 1 March in UTC.
    expect(exportDocumentSchema.parse(response.json()).highlights.map((highlight) => highlight.id)).toEqual([
      saved[0]?.id,
    ]);
  });

  it('exports one source alone, without summaries or settings', async () => {
    const response = await download(owner, `format=json&sourceId=${bookId}`);
    expect(response.headers['content-disposition']).toMatch(/filename="precis-source-[\d-]+\.json"$/);
    const document = exportDocumentSchema.parse(response.json());
    expect(document.highlights.map((highlight) => highlight.sourceId)).toEqual([bookId, bookId]);
    expect(document.sources.map((source) => source.id)).toEqual([bookId]);
    expect(document.summaries).toEqual([]);
    expect(document.notificationSettings).toBeNull();
  });

  it("answers 404 to another user's source exactly as to a missing one, and exports only the caller's rows", async () => {
    const intruder = await t.signUp();
    const missing = await download(intruder, `format=json&sourceId=${newId()}`);
    const foreign = await download(intruder, `format=json&sourceId=${bookId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toMatchObject({ status: 404, title: 'Source not found.' });
    const own = await exportJson(intruder);
    expect(own.highlights).toEqual([]);
    expect(own.sources).toEqual([]);
    expect(own.summaries).toEqual([]);
  });

  it('refuses an unknown format and a range that ends before it starts', async () => {
    for (const query of [
      'format=pdf',
      'format=csv&from=2026-03-02&to=2026-03-01',
      'format=csv&from=2026-02-30',
    ]) {
      const response = await download(owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await owner.request({ method: 'HEAD', url: '/api/v1/exports?format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="precis-export-[\d-]+\.csv"$/);
    expect(response.body).toBe('');
  });

  it('is listed in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    }>();
    const content = document.paths['/api/v1/exports']?.get?.responses['200']?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'application/zip', 'text/csv']);
  });
});
