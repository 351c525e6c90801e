import type { Highlight, HighlightTotals } from '@precis/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ChatRequest,
  type FakeAnswer,
  type FakeOpenAiServer,
  promptOf,
  startFakeOpenAi,
} from '../../ai/fake-openai-server';
import { testDialects } from '../../test/databases';
import { describeOnPostgres } from '../../test/postgres-only';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { applyCategorisation, findHighlightById } from './highlights.repository';
import { listHighlights, postHighlight } from './highlights-test-helpers';
import { saveHighlights } from './save-highlights';

// The built-in engine files these under TASKS_ACTIONS (a Productivity code), SELF_AWARENESS (Personal growth, not
// on the dashboard) and FINANCE_ACCOUNTING (Business).
const ERRANDS = 'Buy milk, call the plumber about the leak, renew the car insurance by Friday.';
const STOIC = 'The unexamined life is not worth living. Know thyself.';
const INVOICES = 'Index the invoices table for the budget report.';

function helpers(app: () => TestApp) {
  const db = () => app().context.db.kysely;
  return {
    patch: async (user: TestUser, id: string, payload: object) => {
      const response = await user.request({ method: 'PATCH', url: `/api/v1/highlights/${id}`, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Highlight>();
    },
    read: async (user: TestUser, id: string) =>
      (await user.request({ method: 'GET', url: `/api/v1/highlights/${id}` })).json<Highlight>(),
    totals: async (user: TestUser) =>
      (
        await user.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' })
      ).json<HighlightTotals>(),
    categoryLabels: async (id: string) =>
      (
        await db()
          .selectFrom('highlight_labels')
          .select('value')
          .where('highlight_id', '=', id)
          .where('kind', '=', 'category')
          .orderBy('value')
          .execute()
      ).map((row) => row.value),
    aiCategories: async (id: string) =>
      (
        await db()
          .selectFrom('highlights')
          .select('ai_categories')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).ai_categories,
  };
}

describe.each(testDialects)(
  'categories after PATCH /highlights/{id} with the built-in engine on %s',
  (dialect) => {
    let t: TestApp;
    const { patch, read, totals, categoryLabels, aiCategories } = helpers(() => t);
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("replaces the AI's codes with the new content's at once, keeps the typed ones, and moves the totals", async () => {
      const user = await t.signUp();
      const saved = await postHighlight(user, { content: ERRANDS, categories: ['Errands'] });
      expect(saved.categories).toEqual(['Errands', 'TASKS_ACTIONS']);
      expect(await aiCategories(saved.id)).toBe('["TASKS_ACTIONS"]');
      expect(await totals(user)).toMatchObject({ productivity: 1, business: 0, total: 1 });

      const enqueue = vi.spyOn(t.context.jobs, 'enqueue');
      try {
        const edited = await patch(user, saved.id, { content: STOIC });
        expect(edited).toEqual({ ...saved, content: STOIC, categories: ['Errands', 'SELF_AWARENESS'] });
        expect(await read(user, saved.id)).toEqual(edited);
        expect(enqueue).not.toHaveBeenCalled();
      } finally {
        enqueue.mockRestore();
      }
      expect(await aiCategories(saved.id)).toBe('["SELF_AWARENESS"]');
      expect(await categoryLabels(saved.id)).toEqual(['Errands', 'SELF_AWARENESS']);
      expect(await totals(user)).toMatchObject({ productivity: 0, business: 0, total: 1 });
      const found = async (term: string) => (await listHighlights(user, { searchTerm: term })).length;
      expect(await found('tasks_actions')).toBe(0);
      expect(await found('self_awareness')).toBe(1);

      const again = await patch(user, saved.id, { content: INVOICES });
      expect(again.categories).toEqual(['Errands', 'FINANCE_ACCOUNTING']);
      expect(await totals(user)).toMatchObject({ productivity: 0, business: 1, total: 1 });
    });

    it('keeps a category the person typed, even one the AI picks too', async () => {
      const user = await t.signUp();
      const saved = await postHighlight(user, { content: ERRANDS, categories: ['tasks_actions', 'Home'] });
      // The AI's code respells the typed one, but adds nothing: it was the person's.
      expect(saved.categories).toEqual(['TASKS_ACTIONS', 'Home']);
      const edited = await patch(user, saved.id, { content: STOIC });
      expect(edited.categories).toEqual(['TASKS_ACTIONS', 'Home', 'SELF_AWARENESS']);
      expect(await totals(user)).toMatchObject({ productivity: 1, total: 1 });
    });

    it('categorises again when only the comment changes', async () => {
      const user = await t.signUp();
      const saved = await postHighlight(user, { content: 'A quiet note.', comment: ERRANDS });
      expect(saved.categories).toEqual(['TASKS_ACTIONS']);
      const edited = await patch(user, saved.id, { comment: STOIC });
      expect(edited).toMatchObject({ comment: STOIC, categories: ['SELF_AWARENESS'], processed: true });
      expect(await totals(user)).toMatchObject({ productivity: 0, total: 1 });
    });

    it('leaves the categories on a tags-only edit and on an edit that sends the same text', async () => {
      const user = await t.signUp();
      const saved = await postHighlight(user, {
        content: ERRANDS,
        comment: 'Today',
        categories: ['Errands'],
      });
      const categoriseNow = vi.spyOn(t.context.ai, 'categoriseNow');
      try {
        const retagged = await patch(user, saved.id, { tags: ['home'] });
        expect(retagged).toEqual({ ...saved, tags: ['home'] });
        const same = await patch(user, saved.id, { content: `  ${ERRANDS} `, comment: 'Today' });
        expect(same).toEqual(retagged);
        expect(categoriseNow).not.toHaveBeenCalled();
      } finally {
        categoriseNow.mockRestore();
      }
      expect(await aiCategories(saved.id)).toBe('["TASKS_ACTIONS"]');
    });

    it('leaves the categories of a highlight whose AI codes are unknown (saved before they were recorded)', async () => {
      const user = await t.signUp();
      const saved = await postHighlight(user, { content: ERRANDS, categories: ['Errands'] });
      await t.context.db.kysely
        .updateTable('highlights')
        .set({ ai_categories: null })
        .where('id', '=', saved.id)
        .execute();
      const edited = await patch(user, saved.id, { content: STOIC });
      expect(edited).toEqual({ ...saved, content: STOIC });
      expect(await categoryLabels(saved.id)).toEqual(['Errands', 'TASKS_ACTIONS']);
      expect(await aiCategories(saved.id)).toBeNull();
      expect(await totals(user)).toMatchObject({ productivity: 1, total: 1 });
    });

    it('categorises again a highlight saved by an import', async () => {
      const user = await t.signUp();
      const [id = ''] = await saveHighlights(t.context, user.id, [
        { content: ERRANDS, categories: ['Errands'] },
      ]);
      expect((await read(user, id)).categories).toEqual(['Errands', 'TASKS_ACTIONS']);
      const edited = await patch(user, id, { content: STOIC });
      expect(edited.categories).toEqual(['Errands', 'SELF_AWARENESS']);
    });
  },
);

/** The stand-in model files the errands under TASKS_ACTIONS and the Stoic quote under SELF_AWARENESS. */
function answerByText(request: ChatRequest): FakeAnswer {
  const prompt = promptOf(request);
  const categories = prompt.includes('plumber')
    ? ['TASKS_ACTIONS']
    : prompt.includes('unexamined')
      ? ['SELF_AWARENESS']
      : [];
  return { content: JSON.stringify({ categories }) };
}

describe.each(testDialects)(
  'categories after PATCH /highlights/{id} with a model provider on %s',
  (dialect) => {
    let opened: TestApp | undefined;
    let server: FakeOpenAiServer | undefined;
    const { patch, read, totals } = helpers(() => {
      if (!opened) throw new Error('The test has not started its app.');
      return opened;
    });
    afterEach(async () => {
      await opened?.close();
      await server?.close();
      opened = undefined;
      server = undefined;
    });

    async function start(): Promise<{ t: TestApp; user: TestUser }> {
      server = await startFakeOpenAi(answerByText);
      opened = await createTestApp(dialect, {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: server.baseUrl,
        AI_TIMEOUT_MS: '2000',
      });
      return { t: opened, user: await opened.signUp() };
    }

    it("takes the old codes out at once and has the queued job add the new content's", async () => {
      const { t, user } = await start();
      const saved = await postHighlight(user, { content: ERRANDS, categories: ['Errands'] });
      await t.context.jobs.drain();
      expect((await read(user, saved.id)).categories).toEqual(['Errands', 'TASKS_ACTIONS']);
      expect(await totals(user)).toMatchObject({ productivity: 1, total: 1 });

      const edited = await patch(user, saved.id, { content: STOIC });
      expect(edited).toMatchObject({ content: STOIC, categories: ['Errands'], processed: false });
      expect(await totals(user)).toMatchObject({ productivity: 0, total: 1 });

      await t.context.jobs.drain();
      expect(await read(user, saved.id)).toMatchObject({
        categories: ['Errands', 'SELF_AWARENESS'],
        processed: true,
      });
      expect(server?.requests).toHaveLength(2);
    });

    it('lets a job still queued from the creation categorise the edited content, once', async () => {
      const { t, user } = await start();
      const saved = await postHighlight(user, { content: ERRANDS });
      const edited = await patch(user, saved.id, { content: STOIC });
      expect(edited).toMatchObject({ categories: [], processed: false });
      await t.context.jobs.drain();
      expect(await read(user, saved.id)).toMatchObject({ categories: ['SELF_AWARENESS'], processed: true });
      expect(server?.requests).toHaveLength(1);
    });

    it('applies no codes computed from a text that an edit changed meanwhile', async () => {
      const { t, user } = await start();
      const saved = await postHighlight(user, { content: ERRANDS });
      // What a job's model call read, before the edit committed.
      const readByModel = await findHighlightById(t.context.db.kysely, user.id, saved.id);
      expect(readByModel?.content).toBe(ERRANDS);
      await patch(user, saved.id, { content: STOIC });
      await applyCategorisation(t.context.db.kysely, user.id, saved.id, ['TASKS_ACTIONS'], readByModel);
      expect(await read(user, saved.id)).toMatchObject({ categories: [], processed: false });
      await t.context.jobs.drain();
      expect(await read(user, saved.id)).toMatchObject({ categories: ['SELF_AWARENESS'], processed: true });
    });
  },
);

describeOnPostgres('categories of a text edited while they are applied, on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('files no new text by the codes of the old one when the edit commits between the read and the write', async () => {
    const user = await t.signUp();
    const saved = await postHighlight(user, { content: ERRANDS });
    const db = t.context.db.kysely;
    let commitEdit = () => {};
    const editHeld = new Promise<void>((resolve) => {
      commitEdit = resolve;
    });
    // An edit that has written the new text and not yet committed: read committed shows the old text meanwhile.
    const editing = db.transaction().execute(async (trx) => {
      await trx.updateTable('highlights').set({ content: STOIC }).where('id', '=', saved.id).execute();
      await editHeld;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const applying = applyCategorisation(db, user.id, saved.id, ['FINANCE_ACCOUNTING']);
    // The apply has read the old text and waits on the edit's row lock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitEdit();
    await editing;
    await applying;
    const row = await findHighlightById(db, user.id, saved.id);
    expect(row?.content).toBe(STOIC);
    expect(row?.categories).not.toContain('FINANCE_ACCOUNTING');
  });
});
