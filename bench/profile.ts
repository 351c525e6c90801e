/**
 * npm run bench:profile -- [--scenario NAME] [--seconds N] [--postgres URL]: seeds a small database, starts the
 * production server with V8's CPU profiler, drives one scenario and prints where the server spent its time
 * (self time per function and per package). The .cpuprofile is kept for Chrome DevTools.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import { benchDatabase } from './bench-database';
import { runLoad } from './load';
import { printProfileIn } from './profile-summary';
import { benchScenarios } from './scenarios';
import { seed } from './seed';
import { startPrecis } from './server-process';

const { values: args } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'list a day' },
    seconds: { type: 'string', default: '10' },
    postgres: { type: 'string' },
  },
});

const { database, env } = await benchDatabase(args.postgres);
const profileDir = path.resolve('bench/results/profiles');
try {
  const plan = { users: 20, highlightsPerUser: 100, heavyUserHighlights: 10_000, summaries: 200 };
  const seeded = await seed(loadConfig({ ...env, NODE_ENV: 'production' }), plan);
  const scenario = benchScenarios({ heavy: seeded.heavyUser.token, writer: seeded.writer.token }).find(
    (s) => s.name === args.scenario,
  );
  if (!scenario) throw new Error(`no scenario named "${args.scenario}"`);
  fs.rmSync(profileDir, { recursive: true, force: true });
  const server = await startPrecis(env, undefined, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const result = await runLoad(server.baseUrl, scenario, {
    connections: 32,
    seconds: Number(args.seconds),
    warmupSeconds: 2,
  });
  await server.stop();
  console.log(
    `${scenario.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`,
  );
  printProfileIn(profileDir);
} finally {
  await database.drop();
  fs.rmSync(path.join(os.tmpdir(), 'precis-bench'), { recursive: true, force: true });
}
