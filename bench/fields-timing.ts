/**
 * The bulk save, a day list and a search, timed through the real app (what the field declaration and the bulk
 * insert must not slow down): `node --import tsx bench/fields-timing.ts` (SQLite), or with DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { saveHighlights } from '../apps/server/src/modules/highlights';

const HIGHLIGHTS = Number(process.env.HIGHLIGHTS ?? 20_000);
const BATCH = 1_000;
const RUNS = 300;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-fields-'));
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
const start = Date.UTC(2024, 0, 1);
const saveStarted = process.hrtime.bigint();
for (let batch = 0; batch < HIGHLIGHTS; batch += BATCH) {
  const items = [];
  for (let index = batch; index < batch + BATCH; index += 1) {
    items.push({
      content: `Passage ${index} about reading number ${index % 97}`,
      comment: index % 3 === 0 ? `Note ${index}` : null,
      categories: index % 2 === 0 ? ['Learning'] : [],
      tags: index % 5 === 0 ? ['later', 'book'] : [],
      source: { title: `Book ${index % 400}`, author: `Author ${index % 70}`, kind: 'book' as const },
      location: { type: 'page' as const, value: String(index % 300) },
      highlightedAt: start + index * 30_000,
    });
  }
  await saveHighlights(context, user.id, items);
}
const saveMs = Number(process.hrtime.bigint() - saveStarted) / 1e6;

async function time(url: string): Promise<string> {
  const durations: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const began = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    durations.push(Number(process.hrtime.bigint() - began) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    bytes = response.body.length;
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]?.toFixed(2);
  return `${url}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${bytes} bytes)`;
}

console.log(`${context.db.dialect}: ${HIGHLIGHTS} highlights saved in batches of ${BATCH}`);
console.log(`saveHighlights: ${(saveMs / HIGHLIGHTS).toFixed(3)} ms per highlight`);
console.log(await time('/api/v1/highlights?date=2024-01-02'));
console.log(await time('/api/v1/highlights?searchTerm=reading%20number%2042'));
console.log(await time('/api/v1/highlights?date=2024-01-03&searchTerm=passage'));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
