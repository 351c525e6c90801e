import { type ExportDocument, exportDocumentSchema, type Highlight } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { multipart } from './imports-test-helpers';

const DATABASE_NOTE =
  'Index the orders table by customer id; the query planner ignores the old composite index.';

describe.each(testDialects)("a restored Precis export's categories on %s", (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let exported: ExportDocument;

  const exportOf = async (user: TestUser) => {
    const response = await user.request({ method: 'GET', url: '/api/v1/exports?format=json' });
    expect(response.statusCode, response.body).toBe(200);
    return exportDocumentSchema.parse(response.json());
  };
  const importInto = async (user: TestUser, document: unknown) => {
    const started = await user.request({
      method: 'POST',
      url: '/api/v1/imports',
      ...multipart([
        { name: 'file', value: Buffer.from(JSON.stringify(document)), fileName: 'precis-export.json' },
      ]),
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.context.jobs.drain();
    const report = await user.request({ method: 'GET', url: `/api/v1/imports/${started.json().id}` });
    expect(report.json()).toMatchObject({ status: 'DONE', failed: 0 });
  };
  const highlightOf = (document: ExportDocument, content: string) => {
    const found = document.highlights.find((highlight) => highlight.content === content);
    expect(found, content).toBeDefined();
    return found as ExportDocument['highlights'][number];
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.signUp();
    const saved = await owner.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: DATABASE_NOTE, categories: ['PARENTING'] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await t.context.jobs.drain();
    exported = await exportOf(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('writes which codes the AI added, apart from the ones the person chose', () => {
    const highlight = highlightOf(exported, DATABASE_NOTE);
    expect(highlight.processed).toBe(true);
    expect(highlight.categories[0]).toBe('PARENTING');
    expect(highlight.aiCategories?.length).toBeGreaterThan(0);
    expect(highlight.aiCategories).not.toContain('PARENTING');
    expect(highlight.categories).toEqual(['PARENTING', ...(highlight.aiCategories ?? [])]);
  });

  it('restores categories as they were, without categorising again, and an edit then replaces only the AI codes', async () => {
    // As an earlier engine or a model provider had filed it: a code today's engine would not give.
    const original = highlightOf(exported, DATABASE_NOTE);
    const asFiled = { ...original, categories: ['PARENTING', 'TRAVEL'], aiCategories: ['TRAVEL'] };
    const uncategorised = {
      ...original,
      id: 'not-yet-categorised',
      content: 'Book the ferry to Santorini for the second week of June.',
      categories: [],
      aiCategories: [],
      processed: false,
    };
    const newcomer = await t.signUp();
    await importInto(newcomer, { ...exported, highlights: [asFiled, uncategorised] });

    const restored = await exportOf(newcomer);
    expect(highlightOf(restored, DATABASE_NOTE)).toMatchObject({
      categories: ['PARENTING', 'TRAVEL'],
      aiCategories: ['TRAVEL'],
      processed: true,
    });
    // A highlight the AI had not reached when exported is categorised like any other import.
    const fresh = highlightOf(restored, uncategorised.content);
    expect(fresh.processed).toBe(true);
    expect(fresh.categories.length).toBeGreaterThan(0);

    const found = await newcomer.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=composite' });
    const id = found.json<Highlight[]>().find((highlight) => highlight.content === DATABASE_NOTE)?.id;
    const edited = await newcomer.request({
      method: 'PATCH',
      url: `/api/v1/highlights/${id}`,
      payload: { content: `${DATABASE_NOTE} Rebuild it tonight.` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.context.jobs.drain();
    const after = highlightOf(await exportOf(newcomer), `${DATABASE_NOTE} Rebuild it tonight.`);
    expect(after.categories).toContain('PARENTING');
    expect(after.categories).not.toContain('TRAVEL');
    expect(after.aiCategories?.length).toBeGreaterThan(0);
  });

  it('keeps the categories of a file written before the AI codes were exported, not knowing which they are', async () => {
    const { aiCategories: _unknown, ...older } = highlightOf(exported, DATABASE_NOTE);
    const newcomer = await t.signUp();
    await importInto(newcomer, { ...exported, highlights: [{ ...older, categories: ['TRAVEL'] }] });
    expect(highlightOf(await exportOf(newcomer), DATABASE_NOTE)).toMatchObject({
      categories: ['TRAVEL'],
      aiCategories: null,
      processed: true,
    });
  });
});
