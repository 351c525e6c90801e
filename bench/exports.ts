/**
 * node --import tsx bench/exports.ts [--postgres URL] [--highlights N] [--formats json,csv,markdown]
 * [--profile DIR]: seeds one reader with N highlights
 * (default 100,000: 70% across 500 books with locations, 30% without a source, 300 summaries), starts the
 * production server, downloads the export in each format and reports its time, size and the server's
 * memory growth (resident set sampled every 50 ms while the file streams, minus the figure before). The server's
 * CPU seconds are given too: on a shared machine they say more than the wall-clock time. With `--profile` the
 * server runs under V8's CPU profiler and its self time per function is printed (the .cpuprofile stays in DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { newId } from '../apps/server/src/lib/ids';
import { type HighlightToSave, saveHighlights } from '../apps/server/src/modules/highlights';
import { searchTextOf } from '../apps/server/src/modules/summaries/summary-row';
import { signUpInProcess } from './accounts';
import { benchDatabase } from './bench-database';
import { isMainScript } from './cli';
import { cpuSecondsOf, memoryOf } from './process-memory';
import { printProfileIn } from './profile-summary';
import { sampleHighlight, seededRandom } from './sample-text';
import { startPrecis } from './server-process';

const log = (message: string) => console.log(`[bench:exports] ${message}`);
const DAY_MS = 86_400_000;
const BATCH = 5_000;
export const EXPORT_FORMATS = ['json', 'csv', 'markdown'] as const;

export interface ExportFigures {
  format: (typeof EXPORT_FORMATS)[number];
  seconds: number;
  serverCpuSeconds: number;
  megabytes: number;
  rssBeforeMb: number;
  peakRssMb: number;
  growthMb: number;
}

/** Seeds `total` highlights for one reader on a fresh database, then downloads the export in each format. */
export async function measureExports(options: {
  postgresUrl?: string;
  total: number;
  formats?: readonly ExportFigures['format'][];
  profileDir?: string;
}): Promise<{ seedSeconds: number; formats: ExportFigures[] }> {
  const { total } = options;
  const { database, env } = await benchDatabase(options.postgresUrl);
  const email = 'export-reader@example.com';
  const password = 'bench password 1';
  const figures: ExportFigures[] = [];
  try {
    const started = performance.now();
    const { app, context } = await buildApp({
      ...loadConfig({ ...env, NODE_ENV: 'production' }),
      workers: false,
    });
    context.db.sqlite?.pragma('synchronous = OFF');
    // The session outlives this in-process app: the server started below accepts its bearer token.
    const { id: userId, token } = await signUpInProcess(app, { name: 'Export Reader', email, password });
    const random = seededRandom(7);
    const now = Date.now();
    const ids: string[] = [];
    for (let start = 0; start < total; start += BATCH) {
      const items: HighlightToSave[] = [];
      for (let index = start; index < Math.min(total, start + BATCH); index += 1) {
        const sample = sampleHighlight(random);
        const book = random() < 0.7 ? Math.floor(random() * 500) : undefined;
        items.push({
          content: sample.content,
          comment: sample.comment,
          categories: sample.categories,
          tags: sample.tags,
          source:
            book === undefined
              ? null
              : {
                  title: `Book ${book}: a long, "quoted" title`,
                  author: `Author ${book % 97}`,
                  kind: 'book',
                },
          location:
            book === undefined ? null : { type: 'location', value: String(Math.floor(random() * 9_000)) },
          highlightedAt: now - 1 - Math.floor(random() * 3 * 365 * DAY_MS),
        });
      }
      ids.push(...(await saveHighlights(context, userId, items)));
    }
    for (let index = 0; index < 300; index += 1) {
      const end = now - Math.floor(random() * 365 * DAY_MS);
      const id = newId(end);
      const title = `Weekly insights ${index}`;
      const text = `## Key points\n\n- ${sampleHighlight(random).content}`;
      await context.db.kysely
        .insertInto('summaries')
        .values({
          id,
          user_id: userId,
          summarization_type: 'AUTO',
          categories: '[]',
          title,
          text,
          search_text: searchTextOf(title, text),
          start_at: end - 7 * DAY_MS,
          end_at: end,
          status: 'READY',
          error: null,
          source: 'USER',
          period_key: null,
          created_at: end,
          updated_at: end,
        })
        .execute();
      const used = Array.from({ length: 20 }, () => ids[Math.floor(random() * ids.length)] ?? '');
      await context.db.kysely
        .insertInto('summary_highlights')
        .values(
          [...new Set(used)].map((highlightId, position) => ({
            summary_id: id,
            highlight_id: highlightId,
            user_id: userId,
            content_snapshot: 'A highlight the summary used.',
            position,
          })),
        )
        .execute();
    }
    context.db.sqlite?.pragma('synchronous = NORMAL');
    context.db.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
    // A default PostgreSQL analyses a table once a tenth of its rows changed; a test server may run with
    // autovacuum off, and without statistics the planner sorted the whole library again for every page.
    if (context.db.dialect === 'postgres') await sql`ANALYZE`.execute(context.db.kysely);
    await app.close();
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    log(`seeded ${total} highlights on ${database.name} in ${seedSeconds} s`);

    const { profileDir } = options;
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    const server = await startPrecis(
      env,
      undefined,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    try {
      const pid = server.child.pid ?? 0;
      for (const format of options.formats ?? EXPORT_FORMATS) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const before = memoryOf(pid).rssMb;
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, memoryOf(pid).rssMb);
        }, 50);
        const cpuBefore = cpuSecondsOf(pid);
        const begun = performance.now();
        const response = await fetch(`${server.baseUrl}/api/v1/exports?format=${format}`, {
          headers: {
            authorization: `Bearer ${token}`,
            'x-timezone': 'Europe/Berlin',
            'accept-encoding': 'identity',
          },
        });
        let bytes = 0;
        const reader = response.body?.getReader();
        for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
          bytes += part.value.length;
        }
        const seconds = (performance.now() - begun) / 1000;
        clearInterval(sampler);
        if (response.status !== 200) throw new Error(`${format} export answered ${response.status}`);
        peak = Math.max(peak, memoryOf(pid).rssMb);
        const cpu = cpuSecondsOf(pid) - cpuBefore;
        log(
          `${format}: ${seconds.toFixed(1)} s (server CPU ${cpu.toFixed(1)} s), ${(bytes / 1e6).toFixed(1)} MB, server RSS ${before} -> peak ${peak} MB (+${peak - before} MB)`,
        );
        figures.push({
          format,
          seconds: Math.round(seconds * 10) / 10,
          serverCpuSeconds: Math.round(cpu * 10) / 10,
          megabytes: Math.round(bytes / 1e5) / 10,
          rssBeforeMb: before,
          peakRssMb: peak,
          growthMb: peak - before,
        });
      }
    } finally {
      await server.stop();
    }
    if (profileDir) printProfileIn(profileDir);
    return { seedSeconds, formats: figures };
  } finally {
    await database.drop();
  }
}

function isExportFormat(value: string): value is ExportFigures['format'] {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

if (isMainScript(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      postgres: { type: 'string' },
      highlights: { type: 'string', default: '100000' },
      formats: { type: 'string', default: EXPORT_FORMATS.join(',') },
      profile: { type: 'string' },
    },
  });
  const formats = args.formats.split(',');
  const unknown = formats.filter((format) => !isExportFormat(format));
  if (unknown.length > 0) throw new Error(`unknown format(s): ${unknown.join(', ')}`);
  await measureExports({
    postgresUrl: args.postgres,
    total: Number(args.highlights),
    formats: formats.filter(isExportFormat),
    profileDir: args.profile ? path.resolve(args.profile) : undefined,
  });
}
