import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/** Width of a day-count bucket: every time zone's day starts on a quarter hour today. */
export const COUNT_BUCKET_MS = 900_000;

/** floor(created_at / bucket) with integer arithmetic that both dialects truncate alike. */
const bucketOf = (createdAt: string) =>
  `(${createdAt} - ((${createdAt} % ${COUNT_BUCKET_MS}) + ${COUNT_BUCKET_MS}) % ${COUNT_BUCKET_MS}) / ${COUNT_BUCKET_MS}`;

/**
 * Running counts kept by triggers, so the two per-request counts cost the same at 100 or 100,000 highlights:
 * - highlight_group_counts: a user's highlights per dashboard-group mask (the dashboard totals);
 * - highlight_day_counts: a user's highlights per quarter hour of creation (the daily limit and usage,
 *   a local day being a run of whole quarter hours).
 * Triggers keep them in step whoever writes: creates, deletes, categorisation, re-dated rows.
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
        'highlights_counts_update',
        'highlights_counts_delete',
      ]) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
      }
    }
    await db.schema.dropTable('highlight_day_counts').execute();
    await db.schema.dropTable('highlight_group_counts').execute();
  },
});

/** The statements adding `delta` for a row (`row` is new or old) to both counts. */
function countChanges(row: 'new' | 'old', delta: 1 | -1): string {
  const groups = `INSERT INTO highlight_group_counts (user_id, dashboard_groups, count)
      VALUES (${row}.user_id, ${row}.dashboard_groups, ${delta})
      ON CONFLICT (user_id, dashboard_groups) DO UPDATE SET count = highlight_group_counts.count + ${delta};`;
  const days = `INSERT INTO highlight_day_counts (user_id, bucket, count)
      VALUES (${row}.user_id, ${bucketOf(`${row}.created_at`)}, ${delta})
      ON CONFLICT (user_id, bucket) DO UPDATE SET count = highlight_day_counts.count + ${delta};`;
  return `${groups}\n${days}`;
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER highlights_counts_insert AFTER INSERT ON highlights BEGIN
      ${countChanges('new', 1)}
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_counts_update AFTER UPDATE OF user_id, created_at, dashboard_groups ON highlights
    WHEN old.user_id IS NOT new.user_id OR old.created_at IS NOT new.created_at
      OR old.dashboard_groups IS NOT new.dashboard_groups
    BEGIN
      ${countChanges('old', -1)}
      ${countChanges('new', 1)}
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_counts_delete AFTER DELETE ON highlights BEGIN
      ${countChanges('old', -1)}
    END`)
    .execute(db);
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE FUNCTION highlights_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND old.user_id = new.user_id AND old.created_at = new.created_at
         AND old.dashboard_groups = new.dashboard_groups THEN
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        ${countChanges('old', -1)}
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        ${countChanges('new', 1)}
      END IF;
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`CREATE TRIGGER highlights_counts AFTER INSERT OR UPDATE OR DELETE ON highlights
    FOR EACH ROW EXECUTE FUNCTION highlights_counts_change()`.execute(db);
}
