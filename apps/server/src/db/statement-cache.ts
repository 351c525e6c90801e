import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * SQL that starts with this comment is prepared to return each row as the value of its first column
 * (better-sqlite3's pluck mode) instead of an object: for 200 rows of a search, the objects cost more than
 * reading the rows. preparedValuesQuery (prepared-query.ts) writes it.
 */
export const VALUES_ONLY_SQL = '/* values only */ ';

/**
 * A better-sqlite3 handle for Kysely that prepares each distinct SQL text once. Kysely's SQLite driver calls
 * prepare() for every query, and SQLite's parse and plan cost as much as running a typical indexed query.
 * Statements are reused in sequence, never concurrently: better-sqlite3 runs each query synchronously to its end
 * (Kysely only iterates a statement in streamQuery, which Precis does not use).
 */
export function withStatementCache(database: SQLite.Database, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = database.prepare(sql);
      if (sql.startsWith(VALUES_ONLY_SQL)) statement.pluck();
      // Generated SQL varies with the number of bound values (IN lists, multi-row inserts); forgetting the
      // oldest keeps the cache bounded.
      if (statements.size >= maxStatements) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
