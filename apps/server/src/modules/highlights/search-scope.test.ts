import type { Highlight } from '@precis/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchScopeSql, searchScopeToken } from '../../db/search-scope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { scopedMatch, searchAllHighlights } from './highlight-search.repository';
import { ftsString } from './search-text';

const CROWD = 'crowd-user';
const CROWD_ROWS = 3000;

describe('the SQLite search index scoped per user', () => {
  let t: TestApp;
  const db = () => t.context.db.kysely;
  /** How many index entries a match yields: what the search's outer loop walks before any user filter. */
  const indexHits = async (match: string) =>
    Number(
      (
        await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM highlights_fts WHERE highlights_fts MATCH ${match}`.execute(db())
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await sql`
      WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${CROWD_ROWS})
      INSERT INTO highlights (id, user_id, content, search_text, created_at)
      SELECT 'crowd-' || n, ${CROWD}, 'zettelkasten note ' || n, 'zettelkasten note ' || n, 1700000000000 + n * 1000
        FROM g`.execute(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives two ids their own tokens, computed alike in SQL and in TypeScript', async () => {
    const ids = ['abcdefghijklmnopqrstuvwxyz012345', 'abcdeXghijklmnopqrstuvwxyz012345', 'Zx9', CROWD];
    for (const id of ids) {
      const { rows } = await sql<{ token: string }>`SELECT ${sql.raw(
        searchScopeSql(`'${id}'`),
      )} AS token`.execute(db());
      expect(rows[0]?.token).toBe(searchScopeToken(id));
      expect([...searchScopeToken(id)]).toHaveLength(3);
    }
    expect(searchScopeToken(ids[0] ?? '')).not.toBe(searchScopeToken(ids[1] ?? ''));
  });

  it('walks only the caller’s rows, whatever other users wrote, and finds what it found before', async () => {
    const user = await t.signUp();
    for (const content of ['My zettelkasten grows', 'Another zettelkasten idea', 'Nothing to see']) {
      const saved = await user.request({ method: 'POST', url: '/api/v1/highlights', payload: { content } });
      expect(saved.statusCode).toBe(201);
    }
    const trigram = ftsString('zet');
    expect(await indexHits(trigram)).toBe(CROWD_ROWS + 2);
    expect(await indexHits(scopedMatch(user.id, trigram))).toBe(2);
    expect(await indexHits(scopedMatch(CROWD, trigram))).toBe(CROWD_ROWS);

    const found = JSON.parse(
      await searchAllHighlights(t.context.db, user.id, 'zettelkasten', 200),
    ) as Highlight[];
    expect(found.map((highlight) => highlight.content)).toEqual([
      'Another zettelkasten idea',
      'My zettelkasten grows',
    ]);
    const crowd = JSON.parse(await searchAllHighlights(t.context.db, CROWD, 'note 2999', 200)) as Highlight[];
    expect(crowd.map((highlight) => highlight.content)).toEqual(['zettelkasten note 2999']);
    // The index agrees with its source after the writes above.
    await sql`INSERT INTO highlights_fts (highlights_fts, rank) VALUES ('integrity-check', 1)`.execute(db());
  });

  it('keeps the index right through changed search text and deletes', async () => {
    const user = await t.signUp();
    const saved = await user.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'quokka facts' },
    });
    const id = saved.json<{ id: string }>().id;
    // As an edit does: the search text changes, and the trigger re-indexes it.
    await sql`UPDATE highlights SET search_text = 'wombat facts' WHERE id = ${id}`.execute(db());
    expect(await indexHits(scopedMatch(user.id, ftsString('quo')))).toBe(0);
    expect(await indexHits(scopedMatch(user.id, ftsString('wom')))).toBe(1);
    expect((await user.request({ method: 'DELETE', url: `/api/v1/highlights/${id}` })).statusCode).toBe(204);
    expect(await indexHits(scopedMatch(user.id, ftsString('wom')))).toBe(0);
    await sql`INSERT INTO highlights_fts (highlights_fts, rank) VALUES ('integrity-check', 1)`.execute(db());
  });
});
