import { type ChildProcess, execSync, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';

export interface RunningProcess {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port no process listens on now, from the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Whether something already listens on the port (say, another bench's server, which would answer for ours). */
async function portInUse(port: number): Promise<boolean> {
  const socket = net.connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** Waits until `url` answers 2xx, as long as `child` runs: a child that died (port taken, bad config) fails. */
async function waitForHealth(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Never leave a child behind if the bench itself dies; forgets it once the child has exited. */
function killOnExit(child: ChildProcess): void {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}

/** The Node.js flags of the server's start script: `start`, or `start:postgres` with a PostgreSQL URL. */
function startFlags(env: Record<string, string>): string[] {
  const { scripts } = JSON.parse(fs.readFileSync('apps/server/package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = scripts[env.DATABASE_URL ? 'start:postgres' : 'start'] ?? '';
  const flags = script.match(/^node (.*)dist\/server\.js$/)?.[1];
  if (flags === undefined) throw new Error(`unexpected start script: ${script}`);
  return flags.split(' ').filter(Boolean);
}

/**
 * The production server as a separate process (the load comes from this one), started as `npm start` (or
 * `npm run start:postgres`) does, with the same Node.js flags. On a free port unless one is given; a given
 * port something already listens on is refused, or the bench would measure that other server with tokens it
 * does not know (every authenticated request a 401, then a 429 once the failed-authentication limit is hit).
 */
export async function startPrecis(
  env: Record<string, string>,
  port?: number,
  extraNodeArgs: string[] = [],
): Promise<RunningProcess> {
  if (port !== undefined && (await portInUse(port))) {
    throw new Error(`port ${port} is in use: stop what listens there or leave the port out for a free one`);
  }
  const chosenPort = port ?? (await freePort());
  execSync('npm run build -w @precis/server', { stdio: 'ignore' });
  const child = spawn(
    process.execPath,
    [...extraNodeArgs, ...startFlags(env), 'apps/server/dist/server.js'],
    {
      env: { ...process.env, ...env, PORT: String(chosenPort), HOST: '127.0.0.1', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  killOnExit(child);
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  await waitForHealth(child, `${baseUrl}/api/health`, 60_000);
  return { child, baseUrl, stop: () => stopChild(child) };
}

/** The bare Fastify baseline, answering `body` to every request. */
export async function startBaseline(body: unknown): Promise<RunningProcess> {
  const child = fork('bench/baseline-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BASELINE_BODY: JSON.stringify(body), PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  killOnExit(child);
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, baseUrl: `http://127.0.0.1:${message.port}`, stop: () => stopChild(child) };
}
