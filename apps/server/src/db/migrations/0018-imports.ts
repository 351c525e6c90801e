import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Imports run as background jobs with a report. The uploaded file waits in `import_files` (apart, so listing
 * imports never reads it) until the job is done; the report's rows are in `import_issues`. `cursor` is how
 * many of the file's parsed highlights are saved, so a job resumed after a restart carries on where the last
 * committed chunk ended.
 */
export const imports: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('imports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('format', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('file_size', 'bigint', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('duplicates', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('cursor', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('failure', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('started_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('imports_user_created_idx')
      .on('imports')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('import_issues')
      .addColumn('import_id', 'text', (col) => col.notNull())
      .addColumn('row', 'integer', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('import_issues_import_row_idx')
      .on('import_issues')
      .columns(['import_id', 'row'])
      .execute();
    await db.schema
      .createTable('import_files')
      .addColumn('import_id', 'text', (col) => col.primaryKey())
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('import_files').execute();
    await db.schema.dropTable('import_issues').execute();
    await db.schema.dropTable('imports').execute();
  },
});
