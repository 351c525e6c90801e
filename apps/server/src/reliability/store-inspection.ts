import SQLite from 'better-sqlite3';
import pg from 'pg';

/** What the database holds, read directly (not through the app) after the server stopped. */
export interface StoreReport {
  highlights: number;
  /** Highlights whose label rows do not match their categories and tags (a half-written create). */
  labelMismatches: number;
  /** Highlights the background categorisation has not reached yet. */
  unprocessed: number;
  /** Unprocessed highlights without a queued or running categorisation job: work a crash lost. */
  orphaned: number;
  /** SQLite: documents in the full-text index; PostgreSQL: rows whose search text is filled. */
  searchIndexed: number;
  /** 'ok', or what the integrity checks reported. */
  integrity: string;
}

const LABEL_MISMATCHES = (jsonLength: (column: string) => string) => `
  SELECT count(*) AS n FROM highlights h
   WHERE ${jsonLength('h.categories')} + ${jsonLength('h.tags')}
      <> (SELECT count(*) FROM highlight_labels l WHERE l.highlight_id = h.id)`;

const countOf = (row: unknown): number =>
  row && typeof row === 'object' && 'n' in row ? Number(row.n) : Number.NaN;

export function inspectSqliteStore(file: string): StoreReport {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    let ftsIntegrity = 'ok';
    try {
      // Compares the trigram index with the highlights table; throws SQLITE_CORRUPT_VTAB on any difference.
      db.prepare(`INSERT INTO highlights_fts (highlights_fts) VALUES ('integrity-check')`).run();
    } catch (error) {
      ftsIntegrity = error instanceof Error ? error.message : String(error);
    }
    const count = (query: string) => countOf(db.prepare(query).get());
    return {
      highlights: count('SELECT count(*) AS n FROM highlights'),
      labelMismatches: count(LABEL_MISMATCHES((column) => `json_array_length(${column})`)),
      unprocessed: count('SELECT count(*) AS n FROM highlights WHERE processed = 0'),
      orphaned: count(`SELECT count(*) AS n FROM highlights h WHERE processed = 0 AND NOT EXISTS (
        SELECT 1 FROM jobs j WHERE j.unique_key = 'categorise:' || h.id AND j.status IN ('queued', 'running'))`),
      searchIndexed: count('SELECT count(*) AS n FROM highlights_fts_docsize'),
      integrity:
        integrity === 'ok' && ftsIntegrity === 'ok' ? 'ok' : `${String(integrity)}; fts: ${ftsIntegrity}`,
    };
  } finally {
    db.close();
  }
}

export async function inspectPostgresStore(url: string): Promise<StoreReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (query: string) => countOf((await client.query(query)).rows[0]);
    return {
      highlights: await count('SELECT count(*) AS n FROM highlights'),
      labelMismatches: await count(LABEL_MISMATCHES((column) => `json_array_length(${column}::json)`)),
      unprocessed: await count('SELECT count(*) AS n FROM highlights WHERE processed = 0'),
      orphaned: await count(`SELECT count(*) AS n FROM highlights h WHERE processed = 0 AND NOT EXISTS (
        SELECT 1 FROM pgboss.job j WHERE j.singleton_key = 'categorise:' || h.id
           AND j.state IN ('created', 'retry', 'active'))`),
      searchIndexed: await count(`SELECT count(*) AS n FROM highlights WHERE search_text <> ''`),
      integrity: 'ok',
    };
  } finally {
    await client.end();
  }
}
