import {
  CompiledQuery,
  type DatabaseConnection,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely's SQLite dialect with every transaction started as BEGIN IMMEDIATE. A plain (deferred) BEGIN takes
 * the write lock only at the first write; when another process (a second Precis, a backup script) writes in
 * between, SQLite cannot upgrade the read snapshot and fails at once with SQLITE_BUSY, without waiting for
 * busy_timeout. Taking the lock up front makes the transaction wait its turn instead.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
