import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';
import { COUNT_BUCKET_MS } from '../schema-constants';

/** floor(created_at / bucket) with integer arithmetic that both dialects truncate alike. */
export const bucketOf = (createdAt: string) =>
  `(${createdAt} - ((${createdAt} % ${COUNT_BUCKET_MS}) + ${COUNT_BUCKET_MS}) % ${COUNT_BUCKET_MS}) / ${COUNT_BUCKET_MS}`;

/**
 * Running counts kept by triggers, so the two per-request counts cost the same at 100 or 100,000 highlights:
 * - highlight_group_counts: a user's highlights per dashboard-group mask (the dashboard totals);
 * - highlight_day_counts: a user's highlights per quarter hour of creation (the daily limit and usage,
 *   a local day being a run of whole quarter hours).
 * Triggers keep them in step whoever writes: creates, deletes, categorisation, re-dated rows. An update
 * touches only the counts whose key changed, group rows before day rows, each pair in ascending key order:
 * on PostgreSQL, concurrent writers of one user then lock count rows in the same order and cannot deadlock.
 */
export const highlightCounts: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('highlight_group_counts')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('dashboard_groups', 'integer', (col) => col.notNull())
      .addColumn('count', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('highlight_group_counts_pk', ['user_id', 'dashboard_groups'])
      .execute();
    await db.schema
      .createTable('highlight_day_counts')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('bucket', 'bigint', (col) => col.notNull())
      .addColumn('count', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('highlight_day_counts_pk', ['user_id', 'bucket'])
      .execute();

    // No highlight may be written between the counting below and the triggers taking over (another process).
    if (dialect === 'postgres') await sql`LOCK TABLE highlights IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql
      .raw(`INSERT INTO highlight_group_counts (user_id, dashboard_groups, count)
        SELECT user_id, dashboard_groups, count(*) FROM highlights GROUP BY user_id, dashboard_groups`)
      .execute(db);
    await sql
      .raw(`INSERT INTO highlight_day_counts (user_id, bucket, count)
        SELECT user_id, ${bucketOf('created_at')}, count(*) FROM highlights
         GROUP BY user_id, ${bucketOf('created_at')}`)
      .execute(db);

    if (dialect === 'postgres') await createPostgresTriggers(db);
    else await createSqliteTriggers(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`DROP TRIGGER IF EXISTS highlights_counts ON highlights`.execute(db);
      await sql`DROP FUNCTION IF EXISTS highlights_counts_change()`.execute(db);
    } else {
      for (const trigger of [
        'highlights_counts_insert',
        'highlights_group_counts_update',
        'highlights_day_counts_update',
        'highlights_counts_delete',
      ]) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
      }
    }
    await db.schema.dropTable('highlight_day_counts').execute();
    await db.schema.dropTable('highlight_group_counts').execute();
  },
});

/** The statement adding `delta` to the group count of a row (`row` is new or old). */
function groupChange(row: 'new' | 'old', delta: 1 | -1): string {
  return `INSERT INTO highlight_group_counts (user_id, dashboard_groups, count)
      VALUES (${row}.user_id, ${row}.dashboard_groups, ${delta})
      ON CONFLICT (user_id, dashboard_groups) DO UPDATE SET count = highlight_group_counts.count + ${delta};`;
}

/** The statement adding `delta` to the day-bucket count of a row. */
function dayChange(row: 'new' | 'old', delta: 1 | -1): string {
  return `INSERT INTO highlight_day_counts (user_id, bucket, count)
      VALUES (${row}.user_id, ${bucketOf(`${row}.created_at`)}, ${delta})
      ON CONFLICT (user_id, bucket) DO UPDATE SET count = highlight_day_counts.count + ${delta};`;
}

/** A trigger moving one count from the old row's key to the new one's, when the user or `column` changed. */
async function createSqliteUpdateTrigger(
  db: Kysely<unknown>,
  name: string,
  column: 'dashboard_groups' | 'created_at',
  change: typeof groupChange,
): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER ${name} AFTER UPDATE OF user_id, ${column} ON highlights
    WHEN old.user_id IS NOT new.user_id OR old.${column} IS NOT new.${column}
    BEGIN
      ${change('old', -1)}
      ${change('new', 1)}
    END`)
    .execute(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER highlights_counts_insert AFTER INSERT ON highlights BEGIN
      ${groupChange('new', 1)}
      ${dayChange('new', 1)}
    END`)
    .execute(db);
  await createSqliteUpdateTrigger(db, 'highlights_group_counts_update', 'dashboard_groups', groupChange);
  await createSqliteUpdateTrigger(db, 'highlights_day_counts_update', 'created_at', dayChange);
  await sql
    .raw(`CREATE TRIGGER highlights_counts_delete AFTER DELETE ON highlights BEGIN
      ${groupChange('old', -1)}
      ${dayChange('old', -1)}
    END`)
    .execute(db);
}

/** Both changes of an update, the row with the lower key first. */
const inKeyOrder = (oldFirst: string, change: (row: 'new' | 'old', delta: 1 | -1) => string) => `
      IF ${oldFirst} THEN
        ${change('old', -1)}
        ${change('new', 1)}
      ELSE
        ${change('new', 1)}
        ${change('old', -1)}
      END IF;`;

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE FUNCTION highlights_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${groupChange('new', 1)}
        ${dayChange('new', 1)}
      ELSIF TG_OP = 'DELETE' THEN
        ${groupChange('old', -1)}
        ${dayChange('old', -1)}
      ELSE
        IF old.user_id <> new.user_id OR old.dashboard_groups <> new.dashboard_groups THEN
          ${inKeyOrder('(old.user_id, old.dashboard_groups) < (new.user_id, new.dashboard_groups)', groupChange)}
        END IF;
        IF old.user_id <> new.user_id OR old.created_at <> new.created_at THEN
          ${inKeyOrder(`(old.user_id, ${bucketOf('old.created_at')}) < (new.user_id, ${bucketOf('new.created_at')})`, dayChange)}
        END IF;
      END IF;
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`CREATE TRIGGER highlights_counts AFTER INSERT OR UPDATE OR DELETE ON highlights
    FOR EACH ROW EXECUTE FUNCTION highlights_counts_change()`.execute(db);
}
