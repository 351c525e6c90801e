/**
 * The Library's first page for a user with 5,000 sources (30,000 highlights), timed through the real app:
 * `node --import tsx bench/library-list.ts` (SQLite), or with DATABASE_URL for PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { saveHighlights } from '../apps/server/src/modules/highlights';

const SOURCES = 5_000;
const PER_SOURCE = 6;
const RUNS = 500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-library-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  WEB_DIST_DIR: `${dataDir}/none`,
  WORKERS: 'off',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
});
const { app, context } = await buildApp(config);
await app.ready();
const email = `reader${Date.now()}@example.com`;
const password = 'a long enough password';
await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  payload: { name: 'Reader', email, password },
});
// Sign-up answers alike for new and taken addresses, so it does not sign in: sign in for the token.
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  payload: { email, password },
});
const { token, user } = signIn.json<{ token: string; user: { id: string } }>();
const start = Date.UTC(2020, 0, 1);
for (let batch = 0; batch < SOURCES; batch += 500) {
  const items = [];
  for (let s = batch; s < batch + 500; s += 1) {
    for (let h = 0; h < PER_SOURCE; h += 1) {
      items.push({
        content: `Passage ${h} of book ${s}`,
        source: { title: `Book ${s}`, author: `Author ${s % 700}`, kind: 'book' as const },
        location: { type: 'page' as const, value: String(h * 10) },
        highlightedAt: start + (s * PER_SOURCE + h) * 60_000,
      });
    }
  }
  await saveHighlights(context, user.id, items);
}

async function time(url: string): Promise<string> {
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const began = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    durations.push(Number(process.hrtime.bigint() - began) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]?.toFixed(2);
  return `${url}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

console.log(`${context.db.dialect}: ${SOURCES} sources, ${SOURCES * PER_SOURCE} highlights`);
console.log(await time('/api/v1/highlights/totals/per-category-group'));
console.log(await time('/api/v1/sources'));
console.log(await time('/api/v1/sources?limit=500'));
console.log(await time('/api/v1/sources?search=author%2042'));
console.log(await time('/api/v1/sources?kind=book&limit=200'));
const plan = await context.db.kysely
  .selectFrom('sources')
  .select('id')
  .where('user_id', '=', user.id)
  .orderBy('recent_at', 'desc')
  .orderBy('id', 'desc')
  .limit(51)
  .explain();
console.log(JSON.stringify(plan));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
