import { type Migration, Migrator } from 'kysely';
import { type Db, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { createTestDatabase } from './databases';

/**
 * Runs `test` on a fresh, unmigrated database with a Migrator over Precis's migrations, so a test can stop at
 * an older version, write rows as they were then, and migrate on. The database is dropped afterwards.
 */
export async function withMigrator(
  kind: 'sqlite' | 'postgres',
  test: (db: Db, migrator: Migrator) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase(kind);
  const db = openDatabase(
    database.databaseUrl
      ? { kind: 'postgres', url: database.databaseUrl }
      : { kind: 'sqlite', file: `${database.dataDir}/precis.db` },
  );
  try {
    const provider = {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, make]): [string, Migration] => [name, make(db.dialect)]),
        ),
    };
    await test(db, new Migrator({ db: db.kysely, provider }));
  } finally {
    await db.close();
    await database.drop();
  }
}
