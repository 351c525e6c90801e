import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';
import { dialectOf, preparedQuery, preparedValuesQuery } from './prepared-query';

describe.each(testDialects)('preparedQuery on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.context.db.kysely;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await db()
      .insertInto('highlights')
      .values(
        [1, 2, 3, 4].map((n) => ({
          id: `prepared-${n}`,
          user_id: n % 2 === 0 ? 'even' : 'odd',
          content: `note ${n}`,
          search_text: '',
          created_at: n * 1000,
          categories: '[]',
          tags: '[]',
          processed: 0,
          synced: 0,
          dashboard_groups: 0,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const contentsBetween = preparedQuery(['string', 'number', 'number'], (db, _dialect, userId, from, to) =>
    db
      .selectFrom('highlights')
      .select('content')
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('processed', '=', 0)
      .orderBy('created_at'),
  );

  it('runs the query compiled once with each call’s values, keeping its constants', async () => {
    expect(await contentsBetween(db(), 'odd', 0, 10_000)).toEqual([
      { content: 'note 1' },
      { content: 'note 3' },
    ]);
    expect(await contentsBetween(db(), 'even', 3000, 10_000)).toEqual([{ content: 'note 4' }]);
    expect(await contentsBetween(db(), 'nobody', 0, 10_000)).toEqual([]);
  });

  it('runs inside a transaction, and gives raw SQL and the dialect', async () => {
    const dialectAndCount = preparedQuery(
      ['string'],
      (_db, name, userId) => sql<{ dialect: string; count: number | string }>`
        SELECT ${name} AS dialect, count(*) AS count FROM highlights WHERE user_id = ${userId}`,
    );
    const [row] = await db()
      .transaction()
      .execute((trx) => dialectAndCount(trx, 'even'));
    expect(row?.dialect).toBe(dialect);
    expect(Number(row?.count)).toBe(2);
    expect(dialectOf(db())).toBe(dialect);
  });

  it('gives the values of a one-column query in row order, in and out of a transaction', async () => {
    const contentsNewestFirst = preparedValuesQuery(['string'], (db, _dialect, userId) =>
      db
        .selectFrom('highlights')
        .select('content as value')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc'),
    );
    expect(await contentsNewestFirst(db(), 'even')).toEqual(['note 4', 'note 2']);
    expect(await contentsNewestFirst(db(), 'nobody')).toEqual([]);
    expect(
      await db()
        .transaction()
        .execute((trx) => contentsNewestFirst(trx, 'odd')),
    ).toEqual(['note 3', 'note 1']);
    // The same SQL run as a plain query still gives rows: only the values query's statement returns values.
    expect(
      await db()
        .selectFrom('highlights')
        .select('content as value')
        .where('user_id', '=', 'even')
        .orderBy('created_at', 'desc')
        .execute(),
    ).toEqual([{ value: 'note 4' }, { value: 'note 2' }]);
  });

  it('refuses a query whose parameters are computed from its arguments or leave one out', async () => {
    const computed = preparedQuery(['string'], (db, _dialect, term) =>
      db.selectFrom('highlights').select('id').where('content', 'like', `%${term}%`),
    );
    await expect(computed(db(), 'note')).rejects.toThrow(/parameter 1 is computed from an argument/);

    const unused = preparedQuery(['string', 'number'], (db, _dialect, userId) =>
      db.selectFrom('highlights').select('id').where('user_id', '=', userId),
    );
    await expect(unused(db(), 'odd', 1)).rejects.toThrow(/argument 2 is not a parameter/);

    const branching = preparedQuery(['number'], (db, _dialect, limit) =>
      limit > 0
        ? db.selectFrom('highlights').select('id').limit(limit)
        : db.selectFrom('highlights').select('id'),
    );
    // The stand-ins are negative, so the branch without the limit was compiled: caught as unused.
    await expect(branching(db(), 5)).rejects.toThrow(/argument 1 is not a parameter/);
  });

  it.runIf(dialect === 'postgres')('passes a list of strings as an array parameter', async () => {
    const contentsOf = preparedQuery(['strings'], (db, _dialect, ids) =>
      db
        .selectFrom('highlights')
        .select('content')
        .where(sql<boolean>`id = ANY(${ids}::text[])`)
        .orderBy('created_at'),
    );
    expect(await contentsOf(db(), ['prepared-1', 'prepared-4'])).toEqual([
      { content: 'note 1' },
      { content: 'note 4' },
    ]);
    expect(await contentsOf(db(), ['it\'s {not}, \\ "one"'])).toEqual([]);
    expect(await contentsOf(db(), [])).toEqual([]);
  });
});
