/**
 * A Kindle import end to end through the production server (workers on): upload, background job, report.
 * `node --import tsx bench/import-kindle.ts [--count 10000]` (SQLite; `--postgres URL` for PostgreSQL).
 * Prints the seconds from upload to DONE and the server's peak RSS. BENCH_NODE_ARGS passes flags to the server
 * (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { parseArgs } from 'node:util';
import { kindleFile } from '../apps/server/src/modules/imports/imports-test-helpers';
import { benchDatabase } from './bench-database';
import { memoryOf } from './process-memory';
import { startPrecis } from './server-process';

const { values: args } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, postgres: { type: 'string' } },
});
const count = Number(args.count);
const { database, env } = await benchDatabase(args.postgres);
const server = await startPrecis(
  {
    ...env,
    PUBLIC_URL: 'http://127.0.0.1:4391',
    IMPORT_MAX_ROWS: String(Math.max(count, 100_000)),
    IMPORT_MAX_BYTES: String(200 * 1024 * 1024),
  },
  4391,
  process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [],
);
try {
  const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      name: 'Reader',
      email: `reader${Date.now()}@example.com`,
      password: 'a long enough password',
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const body = (await signUp.json()) as { token: string };
  const token = signUp.headers.get('set-auth-token') ?? body.token;
  const headers = { authorization: `Bearer ${token}`, 'x-timezone': 'Europe/Paris' };
  const file = kindleFile(count);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'My Clippings.txt');
  const before = memoryOf(server.child.pid ?? 0);
  const started = performance.now();
  const upload = await fetch(`${server.baseUrl}/api/v1/imports`, { method: 'POST', headers, body: form });
  if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  let report: { status: string; created: number; total: number };
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    report = (await (
      await fetch(`${server.baseUrl}/api/v1/imports/${id}`, { headers })
    ).json()) as typeof report;
  } while (report.status === 'PENDING' || report.status === 'RUNNING');
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(server.child.pid ?? 0);
  console.log(
    `[bench] import of ${count.toLocaleString('en-US')} Kindle clippings (${(file.length / 1024 / 1024).toFixed(1)} MB): ` +
      `${report.status}, ${report.created} created, ${seconds.toFixed(1)} s; server RSS ${before.rssMb} -> ${after.rssMb} MB, peak ${after.peakRssMb} MB`,
  );
} finally {
  await server.stop();
  await database.drop();
}
