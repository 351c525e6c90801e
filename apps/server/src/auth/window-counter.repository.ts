import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { WindowCount, WindowCounter } from './window-counter';

const SWEEP_EVERY_MS = 60_000;

/** Counters in the `rate_limit_counters` table: one atomic upsert per hit, so concurrent processes agree. */
export class DatabaseWindowCounter implements WindowCounter {
  private lastSweepAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    await this.sweep(now);
    const expired = sql<boolean>`rate_limit_counters.window_ends_at <= ${now}`;
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, hits: 1, window_ends_at: now + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limit_counters.hits + 1 END`,
          window_ends_at: sql`CASE WHEN ${expired} THEN ${now + windowMs} ELSE rate_limit_counters.window_ends_at END`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: Number(row.window_ends_at) };
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount> {
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select(['hits', 'window_ends_at'])
      .where('key', '=', key)
      .where('window_ends_at', '>', now)
      .executeTakeFirst();
    return row ? { hits: Number(row.hits), resetAt: Number(row.window_ends_at) } : { hits: 0, resetAt: now };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  }

  /** Ended windows are dropped now and then, so the table holds only live counters. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = now;
    await this.db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).execute();
  }
}
