import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from './database';
import { migrations } from './migrations';

/** Migrations receive the dialect so each file can hold both dialects' DDL side by side. */
export type DialectMigration = (dialect: DialectName) => Migration;

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(this.dialect)]));
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
