/**
 * Kindle imports end to end through the production server (workers on): upload, background job, report.
 * `node --import tsx bench/import-kindle.ts [--count 10000] [--megabytes 50] [--postgres URL]`.
 * Imports `count` short clippings, then a file of `megabytes` MB of long ones, and gives the seconds from upload to DONE, the
 * server's CPU seconds over them and its resident set for each.
 * BENCH_NODE_ARGS passes flags to the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { parseArgs } from 'node:util';
import { signUpOver } from './accounts';
import { benchDatabase } from './bench-database';
import { isMainScript } from './cli';
import { cpuSecondsOf, memoryOf } from './process-memory';
import { freePort, startPrecis } from './server-process';

export interface ImportFigures {
  clippings: number;
  megabytes: number;
  status: string;
  created: number;
  seconds: number;
  /** The server's user + system CPU time from upload to report: unlike the seconds, not inflated by other load. */
  serverCpuSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** The server's peak resident set since it started (it imported nothing bigger before). */
  peakRssMb: number;
}

const DEFAULT_MAX_ROWS = 100_000;
const CLIPPINGS_PER_MB = 400;
const WORDS = 'the reader keeps a note of what matters and comes back to it later with fresh eyes'.split(' ');

/** A "My Clippings.txt" of `count` highlights of about `textLength` characters each. */
export function kindleClippings(count: number, textLength = 40): Buffer {
  const records: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const minute = String(index % 60).padStart(2, '0');
    const hour = String(Math.floor(index / 60) % 24).padStart(2, '0');
    let text = `Highlight number ${index}`;
    for (let word = index; text.length < textLength; word += 1) text += ` ${WORDS[word % WORDS.length]}`;
    records.push(
      `\uFEFFBook ${index % 97} (Author ${index % 31})\r\n- Your Highlight on page ${index} | location ${index * 10}-${index * 10 + 3} | Added on Friday, 8 December 2023 ${hour}:${minute}:00\r\n\r\n${text}.\r\n==========\r\n`,
    );
  }
  return Buffer.from(records.join(''));
}

/**
 * A file of just under `megabytes` MiB: 400 clippings a MB of about 2,500 characters each, so the size weighs
 * on memory without the row count making the import last minutes (50 MB: 20,000 clippings).
 */
export function kindleFileOfSize(megabytes: number): Buffer {
  const target = megabytes * 1024 * 1024;
  const perRecordOverhead = kindleClippings(1, 0).length;
  const count = Math.min(DEFAULT_MAX_ROWS, Math.max(1, Math.round(megabytes * CLIPPINGS_PER_MB)));
  const textLength = Math.floor(target / count) - perRecordOverhead - 8;
  return kindleClippings(count, textLength);
}

async function importFile(
  baseUrl: string,
  pid: number,
  headers: Record<string, string>,
  file: Buffer,
  clippings: number,
): Promise<ImportFigures> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'My Clippings.txt');
  const before = memoryOf(pid);
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const upload = await fetch(`${baseUrl}/api/v1/imports`, { method: 'POST', headers, body: form });
  if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  let report: { status: string; created: number };
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await fetch(`${baseUrl}/api/v1/imports/${id}`, { headers });
    if (answer.status !== 200)
      throw new Error(`import report answered ${answer.status}: ${await answer.text()}`);
    report = (await answer.json()) as typeof report;
  } while (report.status === 'PENDING' || report.status === 'RUNNING');
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  const serverCpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  return {
    clippings,
    megabytes: Math.round((file.length / 1024 / 1024) * 10) / 10,
    status: report.status,
    created: report.created,
    seconds: Math.round(seconds * 10) / 10,
    serverCpuSeconds: Math.round(serverCpuSeconds * 10) / 10,
    rssBeforeMb: before.rssMb,
    rssAfterMb: after.rssMb,
    peakRssMb: after.peakRssMb,
  };
}

/** Both imports on a fresh database and server, at the server's default import limits. */
export async function measureKindleImports(options: {
  postgresUrl?: string;
  count: number;
  megabytes: number;
  nodeArgs?: string[];
}): Promise<{ clippings: ImportFigures; largeFile: ImportFigures }> {
  const { database, env } = await benchDatabase(options.postgresUrl);
  const port = await freePort();
  const server = await startPrecis(
    { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` },
    port,
    options.nodeArgs ?? [],
  );
  try {
    const reader = await signUpOver(server.baseUrl, {
      name: 'Reader',
      email: `reader${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    const headers = { authorization: `Bearer ${reader.token}`, 'x-timezone': 'Europe/Paris' };
    const pid = server.child.pid ?? 0;
    const clippings = await importFile(
      server.baseUrl,
      pid,
      headers,
      kindleClippings(options.count),
      options.count,
    );
    const large = kindleFileOfSize(options.megabytes);
    const largeCount = large.toString().split('==========').length - 1;
    const largeFile = await importFile(server.baseUrl, pid, headers, large, largeCount);
    return { clippings, largeFile };
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (isMainScript(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      megabytes: { type: 'string', default: '50' },
      postgres: { type: 'string' },
    },
  });
  const figures = await measureKindleImports({
    postgresUrl: args.postgres,
    count: Number(args.count),
    megabytes: Number(args.megabytes),
    nodeArgs: process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [],
  });
  for (const f of [figures.clippings, figures.largeFile]) {
    console.log(
      `[bench] import of ${f.clippings.toLocaleString('en-US')} Kindle clippings (${f.megabytes} MB): ${f.status}, ` +
        `${f.created} created, ${f.seconds} s (server CPU ${f.serverCpuSeconds} s); server RSS ${f.rssBeforeMb} -> ${f.rssAfterMb} MB, peak ${f.peakRssMb} MB`,
    );
  }
}
