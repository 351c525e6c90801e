import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The monorepo root: the server is started from there, as `npm start` does. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nobody listens on right now (the OS picks it; the real server then binds it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!port) throw new Error('no free port');
  return port;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** More environment variables (AI_PROVIDER, SMTP_URL, NODE_ENV...). */
  env?: Record<string, string>;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** What the process wrote to stderr and stdout so far (warnings and errors only, LOG_LEVEL=warn). */
  output(): string;
  /** Kills the process with the signal and resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;
const live = new Set<ChildProcess>();
// Never leave a server behind when the test process ends early.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts the real production server (`node --import tsx apps/server/src/server.ts`) on a free port with its
 * own data directory, and resolves once /api/health answers. Limits are raised so bursts are not refused.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    DAILY_HIGHLIGHTS_MAX: '100000',
    DAILY_SUMMARIES_MAX: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(() => live.delete(child));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
