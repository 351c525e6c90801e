import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/types';

/**
 * The tables holding a user's rows by `user_id`, children before parents. Highlights go first: their
 * delete triggers update the count, source and Readwise tables, which are emptied after them.
 */
const TABLES_BY_USER_ID = [
  'highlights',
  'highlight_labels',
  'summary_highlights',
  'summaries',
  'review_cards',
  'review_sessions',
  'review_settings',
  'review_link_uses',
  'readwise_highlights',
  'readwise_books',
  'readwise_tags',
  'source_aliases',
  'sources',
  'highlight_group_counts',
  'highlight_day_counts',
  'daily_creation_counts',
  'user_preferences',
  'notification_settings',
  'digest_deliveries',
  'support_messages',
  'api_tokens',
  'imports',
] as const;

/**
 * Deletes everything of one user in one transaction: their data, their queued jobs, the rate-limit counters
 * keyed by their address, their sessions, sign-in accounts and verification rows, and the user row.
 */
export async function deleteUserEverywhere(
  db: Kysely<Database>,
  dialect: DialectName,
  user: { id: string; email: string },
): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction().execute(async (trx) => {
    // Rows keyed by a parent id rather than the user's.
    await sql`DELETE FROM readwise_book_tags
               WHERE book_id IN (SELECT id FROM readwise_books WHERE user_id = ${user.id})`.execute(trx);
    await sql`DELETE FROM import_issues
               WHERE import_id IN (SELECT id FROM imports WHERE user_id = ${user.id})`.execute(trx);
    await sql`DELETE FROM import_files
               WHERE import_id IN (SELECT id FROM imports WHERE user_id = ${user.id})`.execute(trx);
    await sql`DELETE FROM session_activity
               WHERE session_id IN (SELECT id FROM session WHERE "userId" = ${user.id})`.execute(trx);
    for (const table of TABLES_BY_USER_ID) {
      await sql`DELETE FROM ${sql.table(table)} WHERE user_id = ${user.id}`.execute(trx);
    }
    await deleteQueuedJobs(trx, dialect, user.id);
    // Counters keyed by the address (sign-in throttles, digest confirmations) or by the user.
    await sql`DELETE FROM rate_limit_counters WHERE lower(key) LIKE ${`%${escapeLike(email)}%`} ESCAPE '\\'
                                                 OR key LIKE ${`%${escapeLike(user.id)}%`} ESCAPE '\\'`.execute(
      trx,
    );
    await sql`DELETE FROM session WHERE "userId" = ${user.id}`.execute(trx);
    await sql`DELETE FROM account WHERE "userId" = ${user.id}`.execute(trx);
    await sql`DELETE FROM verification
               WHERE value = ${user.id} OR lower(identifier) LIKE ${`%${escapeLike(email)}%`} ESCAPE '\\'
                  OR value LIKE ${`%${escapeLike(user.id)}%`} ESCAPE '\\'`.execute(trx);
    await sql`DELETE FROM "user" WHERE id = ${user.id}`.execute(trx);
  });
}

/** Jobs carry the user in their JSON payload: the jobs table on SQLite, pg-boss's table on PostgreSQL. */
async function deleteQueuedJobs(db: Kysely<Database>, dialect: DialectName, userId: string): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`DELETE FROM jobs WHERE json_extract(payload, '$.userId') = ${userId}`.execute(db);
    return;
  }
  const { rows } = await sql<{
    found: string | null;
  }>`SELECT to_regclass('pgboss.job')::text AS found`.execute(db);
  if (rows[0]?.found) await sql`DELETE FROM pgboss.job WHERE data->>'userId' = ${userId}`.execute(db);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
