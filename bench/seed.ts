import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import { newId } from '../apps/server/src/lib/ids';
import { insertHighlight } from '../apps/server/src/modules/highlights/highlight-insert';
import { searchTextOf } from '../apps/server/src/modules/summaries/summary-row';
import { signUpInProcess } from './accounts';
import { RARE_TERM, sampleHighlight, seededRandom } from './sample-text';

export interface SeedPlan {
  users: number;
  highlightsPerUser: number;
  heavyUserHighlights: number;
  summaries: number;
}

export interface SeedResult {
  heavyUser: { email: string; password: string; token: string; cookie: { name: string; value: string } };
  /** A user of its own for the create scenario, so its writes leave the heavy user's days as seeded. */
  writer: { token: string };
  seconds: number;
  rows: { highlights: number; summaries: number };
}

const DAY_MS = 86_400_000;
const TODAY_HIGHLIGHTS = 30;

/**
 * Seeds through the repository layer: background users with a hundred highlights each, one heavy user with
 * highlights spread over three years (about 1% carry RARE_TERM), and READY summaries for the heavy user.
 * Highlights are categorised already, as the app leaves them: unprocessed ones would have the server
 * categorise them in the background during the first scenarios.
 */
export async function seed(config: Config, plan: SeedPlan): Promise<SeedResult> {
  const started = performance.now();
  const { app, context } = await buildApp({ ...config, workers: false });
  const db = context.db;
  db.sqlite?.pragma('synchronous = OFF');
  const random = seededRandom(42);
  const now = Date.now();
  const todayStart = now - (now % DAY_MS);
  let highlights = 0;

  for (let user = 0; user < plan.users; user += 1) {
    const userId = `bench-user-${user}`;
    for (let index = 0; index < plan.highlightsPerUser; index += 1) {
      const createdAt = now - Math.floor(random() * 90 * DAY_MS);
      await insertHighlight(db, {
        id: newId(createdAt),
        userId,
        createdAt,
        processed: true,
        ...sampleHighlight(random),
      });
      highlights += 1;
    }
  }

  const email = 'heavy-reader@example.com';
  const password = 'bench password 1';
  const heavy = await signUpInProcess(app, { name: 'Heavy Reader', email, password });
  for (let index = 0; index < plan.heavyUserHighlights; index += 1) {
    // Exactly 30 fall on today (UTC), so "list a day" reads a realistic page, the same at any hour; the rest
    // spread over the three years before it.
    const createdAt =
      index < TODAY_HIGHLIGHTS
        ? todayStart + Math.floor(((now - todayStart) * index) / TODAY_HIGHLIGHTS)
        : todayStart - 1 - Math.floor(random() * 3 * 365 * DAY_MS);
    const sample = sampleHighlight(random);
    if (random() < 0.01) sample.content = `${sample.content} Try a ${RARE_TERM} for linked notes.`;
    await insertHighlight(db, {
      id: newId(createdAt),
      userId: heavy.id,
      createdAt,
      processed: true,
      ...sample,
    });
    highlights += 1;
  }

  for (let index = 0; index < plan.summaries; index += 1) {
    const end = now - Math.floor(random() * 365 * DAY_MS);
    const start = end - 7 * DAY_MS;
    const title = `Weekly insights ${index}`;
    const text = `## Key points\n\n- ${sampleHighlight(random).content}\n- ${sampleHighlight(random).content}`;
    await db.kysely
      .insertInto('summaries')
      .values({
        id: newId(end),
        user_id: heavy.id,
        summarization_type: 'AUTO',
        categories: '[]',
        title,
        text,
        search_text: searchTextOf(title, text),
        start_at: start,
        end_at: end,
        status: 'READY',
        error: null,
        source: 'USER',
        period_key: null,
        created_at: end,
        updated_at: end,
      })
      .execute();
  }
  const writer = await signUpInProcess(app, {
    name: 'Bench Writer',
    email: 'bench-writer@example.com',
    password,
  });
  db.sqlite?.pragma('synchronous = NORMAL');
  db.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  // What autovacuum does to a live PostgreSQL database after a bulk load (statistics, visibility map), which
  // the bench cannot wait for, and which never comes where autovacuum is off (as on our test machines).
  if (db.dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(db.kysely);
  await app.close();
  return {
    heavyUser: { email, password, token: heavy.token, cookie: heavy.cookie },
    writer: { token: writer.token },
    seconds: Math.round((performance.now() - started) / 100) / 10,
    rows: { highlights, summaries: plan.summaries },
  };
}
