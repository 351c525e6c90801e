import { type Compilable, CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The plan the database chooses for a query, as text: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's
 * EXPLAIN lines. On PostgreSQL a test table is small enough to read whole; `noSeqScan` forbids that, to see
 * which index is taken.
 */
export async function queryPlan(db: Db, query: Compilable, options: { noSeqScan?: boolean } = {}) {
  const compiled = query.compile();
  if (db.dialect === 'sqlite') {
    const { rows } = await db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((row) => row.detail).join('\n');
  }
  return db.kysely.transaction().execute(async (trx) => {
    if (options.noSeqScan) await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
