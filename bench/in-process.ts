import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/app-context';
import { loadConfig } from '../apps/server/src/config';
import { signUpInProcess } from './accounts';
import { benchDatabase } from './bench-database';

export interface InProcessApp {
  app: FastifyInstance;
  context: AppContext;
  reader: { id: string; token: string };
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/**
 * The production app in this process (workers off) on a fresh database, with one signed-in reader: for read
 * paths timed without the network, so the figure is the server's own work.
 */
export async function inProcessApp(postgresUrl: string | undefined): Promise<InProcessApp> {
  const { database, env } = await benchDatabase(postgresUrl);
  const { app, context } = await buildApp({
    ...loadConfig({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    workers: false,
  });
  await app.ready();
  const reader = await signUpInProcess(app, {
    name: 'Reader',
    email: `reader${Date.now()}@example.com`,
    password: 'a long enough password',
  });
  return {
    app,
    context,
    reader,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export interface Timing {
  url: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
}

const quantile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;

/** `runs` requests cycling through `urls` as the reader; any answer but 200 fails with its status and body. */
export async function timeRequests(
  target: InProcessApp,
  urls: string[],
  runs: number,
  label = urls[0] ?? '',
): Promise<Timing> {
  const headers = { authorization: `Bearer ${target.reader.token}`, 'x-timezone': 'UTC' };
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const url = urls[run % urls.length] ?? '';
    const began = process.hrtime.bigint();
    const response = await target.app.inject({ method: 'GET', url, headers });
    durations.push(Number(process.hrtime.bigint() - began) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  durations.sort((a, b) => a - b);
  return { url: label, runs, p50Ms: quantile(durations, 0.5), p99Ms: quantile(durations, 0.99) };
}
