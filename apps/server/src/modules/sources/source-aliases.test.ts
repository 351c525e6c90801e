import type { Source, SourcePage } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { postHighlight } from '../highlights/highlights-test-helpers';
import { itWithSamples } from '../imports/formats/with-samples.test-helper';
import { multipart, sample } from '../imports/imports-test-helpers';

const KINDLE = 'kindle-es-1.txt';

interface ImportReport {
  status: string;
  created: number;
  duplicates: number;
}

describe.each(testDialects)('source aliases (renamed and merged sources found again) on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DAILY_HIGHLIGHTS_MAX: '1000', API_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function importFile(user: TestUser, file = KINDLE): Promise<ImportReport> {
    const started = await user.request({
      method: 'POST',
      url: '/api/v1/imports',
      timeZone: 'UTC',
      ...multipart([{ name: 'file', value: sample(file), fileName: file }]),
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.context.jobs.drain();
    const report = (
      await user.request({ method: 'GET', url: `/api/v1/imports/${started.json().id}` })
    ).json<ImportReport>();
    expect(report.status).toBe('DONE');
    return report;
  }
  async function sources(user: TestUser): Promise<Source[]> {
    const response = await user.request({ method: 'GET', url: '/api/v1/sources?limit=500' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SourcePage>().items;
  }
  async function sourceTitled(user: TestUser, title: string): Promise<Source> {
    const source = (await sources(user)).find((item) => item.title === title);
    if (!source) throw new Error(`no source titled ${title}`);
    return source;
  }
  async function patch(user: TestUser, id: string, payload: object) {
    return user.request({ method: 'PATCH', url: `/api/v1/sources/${id}`, payload });
  }
  async function merge(user: TestUser, id: string, intoId: string) {
    const response = await user.request({
      method: 'POST',
      url: `/api/v1/sources/${id}/merge`,
      payload: { intoId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Source>();
  }
  /** The user's aliases, sorted here: PostgreSQL's collation would order the keys' punctuation otherwise. */
  async function aliasesOf(user: TestUser) {
    const rows = await t.context.db.kysely
      .selectFrom('source_aliases')
      .select(['match_key', 'source_id'])
      .where('user_id', '=', user.id)
      .execute();
    return rows.sort((a, b) => (a.match_key < b.match_key ? -1 : 1));
  }

  itWithSamples(
    'imports a Kindle file again after a rename: nothing new, every highlight a duplicate, no new source',
    async () => {
      const user = await t.signUp();
      const first = await importFile(user);
      expect(first.created).toBeGreaterThan(200);
      const before = await sources(user);
      const camus = await sourceTitled(user, 'El extranjero - Albert Camus');
      expect(camus.highlightsCount).toBeGreaterThan(0);
      expect((await patch(user, camus.id, { title: 'El extranjero' })).statusCode).toBe(200);

      const again = await importFile(user);
      expect(again).toMatchObject({ created: 0, duplicates: first.created + first.duplicates });
      const after = await sources(user);
      expect(after.map((source) => source.id).sort()).toEqual(before.map((source) => source.id).sort());
      expect(after.find((source) => source.id === camus.id)).toMatchObject({
        title: 'El extranjero',
        highlightsCount: camus.highlightsCount,
      });
    },
    120_000,
  );

  itWithSamples(
    'imports a Kindle file again after a merge: nothing new, and the merged title finds the merged source',
    async () => {
      const user = await t.signUp();
      const first = await importFile(user);
      expect(first.created).toBeGreaterThan(200);
      const from = await sourceTitled(user, '1984_George_Orwell');
      const into = await sourceTitled(user, 'George Orwell - 1984-Editorial Lectorum (2002)');
      const merged = await merge(user, from.id, into.id);
      expect(merged.highlightsCount).toBe(from.highlightsCount + into.highlightsCount);

      const again = await importFile(user);
      expect(again).toMatchObject({ created: 0, duplicates: first.created + first.duplicates });
      const after = await sources(user);
      expect(after.find((source) => source.title === '1984_George_Orwell')).toBeUndefined();
      expect(after.find((source) => source.id === into.id)?.highlightsCount).toBe(merged.highlightsCount);

      // A source created from scratch under an old name goes to the source that name became.
      const saved = await postHighlight(user, {
        content: 'Typed by hand, later',
        source: '1984_GEORGE_ORWELL',
        author: 'george orwell',
      });
      expect(saved).toMatchObject({ sourceId: into.id, source: into.title });
    },
    120_000,
  );

  it('finds a renamed source by its old name, and by a name that was the old name of a merged source', async () => {
    const user = await t.signUp();
    const dune = await postHighlight(user, { content: 'a', source: 'Dune', author: 'Frank Herbert' });
    const notes = await postHighlight(user, { content: 'b', source: 'Dune notes' });
    expect((await patch(user, dune.sourceId ?? '', { title: 'Dune (1965)' })).statusCode).toBe(200);
    expect(
      await postHighlight(user, { content: 'c', source: ' dune ', author: 'FRANK HERBERT' }),
    ).toMatchObject({
      sourceId: dune.sourceId,
      source: 'Dune (1965)',
    });

    // Merged away, the notes leave their own name and the names they had to the book.
    expect((await patch(user, notes.sourceId ?? '', { title: 'Dune: my notes' })).statusCode).toBe(200);
    await merge(user, notes.sourceId ?? '', dune.sourceId ?? '');
    for (const source of ['Dune notes', 'Dune: my notes']) {
      const saved = await postHighlight(user, { content: `from ${source}`, source });
      expect(saved.sourceId, source).toBe(dune.sourceId);
    }
    expect((await aliasesOf(user)).map((alias) => [alias.match_key, alias.source_id])).toEqual([
      ['dune\nfrank herbert', dune.sourceId],
      ['dune notes\n', dune.sourceId],
      ['dune: my notes\n', dune.sourceId],
    ]);
    expect((await sources(user)).length).toBe(1);
  });

  it("lets a source be renamed onto another's old name (the alias moves) and back onto its own", async () => {
    const user = await t.signUp();
    const emma = await postHighlight(user, { content: 'a', source: 'Emma' });
    const persuasion = await postHighlight(user, { content: 'b', source: 'Persuasion' });
    expect((await patch(user, emma.sourceId ?? '', { title: 'Emma (1815)' })).statusCode).toBe(200);

    // "Emma" was Emma (1815)'s old name; the source renamed to it now has it as its name.
    expect((await patch(user, persuasion.sourceId ?? '', { title: 'Emma' })).statusCode).toBe(200);
    expect((await postHighlight(user, { content: 'c', source: 'emma' })).sourceId).toBe(persuasion.sourceId);
    expect((await aliasesOf(user)).map((alias) => [alias.match_key, alias.source_id])).toEqual([
      ['persuasion\n', persuasion.sourceId],
    ]);

    // Back to its own old name: that name is no alias any more, and the one it leaves becomes one.
    expect((await patch(user, persuasion.sourceId ?? '', { title: 'Persuasion' })).statusCode).toBe(200);
    expect((await aliasesOf(user)).map((alias) => [alias.match_key, alias.source_id])).toEqual([
      ['emma\n', persuasion.sourceId],
    ]);
    // A rename that keeps the key (only case) makes no alias.
    expect((await patch(user, persuasion.sourceId ?? '', { title: 'PERSUASION' })).statusCode).toBe(200);
    expect((await aliasesOf(user)).length).toBe(1);
  });

  it("gives the merged source the other's external id when it has none, and keeps its own URL", async () => {
    const user = await t.signUp();
    const kindle = await postHighlight(user, {
      content: 'a',
      source: 'Walden',
      sourceUrl: 'https://a.example/w',
    });
    const typed = await postHighlight(user, { content: 'b', source: 'Walden; or, Life in the Woods' });
    await t.context.db.kysely
      .updateTable('sources')
      .set({ external_id: 'B000ASIN01' })
      .where('id', '=', typed.sourceId ?? '')
      .execute();
    const merged = await merge(user, typed.sourceId ?? '', kindle.sourceId ?? '');
    expect(merged).toMatchObject({ externalId: 'B000ASIN01', url: 'https://a.example/w' });

    const other = await postHighlight(user, { content: 'c', source: 'Another' });
    await t.context.db.kysely
      .updateTable('sources')
      .set({ external_id: 'B000ASIN02' })
      .where('id', '=', other.sourceId ?? '')
      .execute();
    expect(await merge(user, other.sourceId ?? '', kindle.sourceId ?? '')).toMatchObject({
      externalId: 'B000ASIN01',
    });
  });

  it("deletes a source's aliases with it, and every alias with the account", async () => {
    const password = 'correct horse battery staple';
    const user = await t.signUp({ password });
    const kept = await postHighlight(user, { content: 'a', source: 'Kept' });
    const gone = await postHighlight(user, { content: 'b', source: 'Gone' });
    expect((await patch(user, kept.sourceId ?? '', { title: 'Kept, renamed' })).statusCode).toBe(200);
    expect((await patch(user, gone.sourceId ?? '', { title: 'Gone, renamed' })).statusCode).toBe(200);
    await user.request({ method: 'DELETE', url: `/api/v1/highlights/${gone.id}` });
    const deleted = await user.request({ method: 'DELETE', url: `/api/v1/sources/${gone.sourceId}` });
    expect(deleted.statusCode).toBe(204);
    expect((await aliasesOf(user)).map((alias) => alias.match_key)).toEqual(['kept\n']);
    // Its old name is free again: a new source takes it.
    const again = await postHighlight(user, { content: 'c', source: 'Gone' });
    expect(again.sourceId).not.toBe(gone.sourceId);

    const closed = await user.request({ method: 'DELETE', url: '/api/v1/account', payload: { password } });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    expect(await aliasesOf(user)).toEqual([]);
  });
});
