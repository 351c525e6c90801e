import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely's SQLite dialect with every transaction started as BEGIN IMMEDIATE. A plain (deferred) BEGIN takes
 * the write lock only at the first write; when another process (a second Precis, a backup script) writes in
 * between, SQLite cannot upgrade the read snapshot and fails at once with SQLITE_BUSY, without waiting for
 * busy_timeout. Taking the lock up front makes the transaction wait its turn instead.
 *
 * Also, migrations run in a transaction: SQLite's DDL is transactional, but Kysely's adapter says otherwise,
 * so each statement committed alone and a start-up stopped mid-migration (say during the rebuild of the
 * search index) left the schema half changed for good.
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

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
