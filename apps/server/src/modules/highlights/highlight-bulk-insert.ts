import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { columnList, labelsOf, rowArguments, rowValues, sqliteSeqFor } from './highlight-insert';
import type { NewHighlight } from './new-highlight';

/** Label rows per statement: five parameters each, well under both databases' limit on parameters. */
const LABELS_PER_STATEMENT = 2_000;

/**
 * Inserts highlights and their labels with one statement for the highlights and one per 2,000 labels, where
 * insertRows takes two per highlight: for an import's chunk, the statements' round trips and planning were
 * most of the time. The triggers (counts, search index) still run per row. The caller bounds the chunk: a
 * highlight is about 25 parameters, and SQLite allows 32,766 per statement, PostgreSQL 65,535.
 */
export async function insertRowsInBulk(
  trx: Kysely<Database>,
  highlights: readonly NewHighlight[],
): Promise<void> {
  if (highlights.length === 0) return;
  const dialect = dialectOf(trx);
  if (dialect === 'postgres') {
    const rows = highlights.map((highlight) => sql`(${rowValues(dialect, rowArguments(highlight))})`);
    await sql`INSERT INTO highlights (${columnList}) VALUES ${sql.join(rows)}`.execute(trx);
  } else {
    // Rows of one millisecond take its next free slots: the offset keeps them apart whether SQLite reads the
    // slot before inserting any of them or row by row.
    const taken = new Map<number, number>();
    const rows = highlights.map((highlight) => {
      const offset = taken.get(highlight.createdAt) ?? 0;
      taken.set(highlight.createdAt, offset + 1);
      const seq = sql`${sqliteSeqFor(highlight.createdAt)} + ${sql.lit(offset)}`;
      return sql`(${seq}, ${rowValues(dialect, rowArguments(highlight))})`;
    });
    await sql`INSERT INTO highlights (seq, ${columnList}) VALUES ${sql.join(rows)}`.execute(trx);
  }
  const labels = highlights.flatMap(labelsOf);
  for (let start = 0; start < labels.length; start += LABELS_PER_STATEMENT) {
    await trx
      .insertInto('highlight_labels')
      .values(labels.slice(start, start + LABELS_PER_STATEMENT))
      .execute();
  }
}
