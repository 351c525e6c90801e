/**
 * npm run bench [-- --postgres URL] [-- --quick] [-- --port N]: seeds a fresh database, starts the production
 * server (on a free port unless one is given) and a bare Fastify baseline, drives both with autocannon, then
 * times a Kindle import, the exports, the Library list and a crowded day's pages, each on a fresh database,
 * measures the web build and the built-in AI engine, and writes a report (JSON + Markdown) under bench/results/.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import { measureAiEngine } from './ai-engine';
import { benchDatabase } from './bench-database';
import { measureDayPages } from './day-pages';
import { measureExports } from './exports';
import { measureFirstPaint } from './first-paint';
import { measureFirstSummary } from './first-summary';
import { measureKindleImports } from './import-kindle';
import { measureLibraryList } from './library-list';
import { type LoadResult, runLoad } from './load';
import { memoryOf } from './process-memory';
import { type BenchReport, type Target, table, writeReport } from './report';
import { benchScenarios } from './scenarios';
import { seed } from './seed';
import { startBaseline, startPrecis } from './server-process';
import { measureWebWeight } from './web-weight';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string' },
    quick: { type: 'boolean', default: false },
    port: { type: 'string' },
  },
});
const quick = args.quick ?? false;
const plan = quick
  ? { users: 20, highlightsPerUser: 100, heavyUserHighlights: 5_000, summaries: 100 }
  : { users: 1_000, highlightsPerUser: 100, heavyUserHighlights: 100_000, summaries: 2_000 };
/** The sizes of the import, export, Library and day-page measurements (the targets are set for the full ones). */
const sizes = quick
  ? {
      clippings: 1_000,
      importMegabytes: 5,
      exported: 10_000,
      sources: 1_000,
      dayHighlights: 2_000,
      runs: 100,
    }
  : {
      clippings: 10_000,
      importMegabytes: 50,
      exported: 100_000,
      sources: 5_000,
      dayHighlights: 20_000,
      runs: 500,
    };
const count = (n: number) => n.toLocaleString('en-US');
const load = { connections: 32, seconds: quick ? 3 : 10, warmupSeconds: quick ? 1 : 3 };
const log = (message: string) => console.log(`[bench] ${message}`);

const loadAtStart = os.loadavg()[0]?.toFixed(1);
log('building the web app');
execSync('npm run build -w @precis/web', { stdio: 'ignore' });

const { database, env } = await benchDatabase(args.postgres);

try {
  log(`seeding ${database.name}: ${JSON.stringify(plan)}`);
  const seeded = await seed(loadConfig({ ...env, NODE_ENV: 'production' }), plan);
  log(
    `seeded ${seeded.rows.highlights} highlights and ${seeded.rows.summaries} summaries in ${seeded.seconds} s`,
  );

  const server = await startPrecis(env, args.port === undefined ? undefined : Number(args.port));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const idleAfterStart = memoryOf(server.child.pid ?? 0);
  const scenarios = benchScenarios({ heavy: seeded.heavyUser.token, writer: seeded.writer.token });

  const results: (LoadResult & { baselineRps: number; ratio: number })[] = [];
  for (const scenario of scenarios) {
    const sample = await fetch(`${server.baseUrl}${scenario.path}`, {
      method: scenario.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...scenario.headers },
      body: scenario.body?.(),
    });
    const sampleText = await sample.text();
    if (!sample.ok)
      log(`${scenario.name}: a single request answered ${sample.status}: ${sampleText.slice(0, 300)}`);
    const sampleBody = (sample.headers.get('content-type') ?? '').includes('json')
      ? JSON.parse(sampleText)
      : {};
    const measured = await runLoad(server.baseUrl, scenario, load);
    const baseline = await startBaseline(sampleBody);
    const base = await runLoad(baseline.baseUrl, { ...scenario, headers: {} }, load);
    await baseline.stop();
    const row = {
      ...measured,
      baselineRps: base.requestsPerSecond,
      ratio: measured.requestsPerSecond / base.requestsPerSecond,
    };
    results.push(row);
    log(
      `${scenario.name}: ${row.requestsPerSecond} req/s (${Math.round(row.ratio * 100)}% of baseline), p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}, statuses ${JSON.stringify(row.statusCodes)}`,
    );
  }
  const peakRss = memoryOf(server.child.pid ?? 0).peakRssMb;

  log('measuring first contentful paint');
  const paint: Record<string, number> | { error: string } = await measureFirstPaint(
    server.baseUrl,
    ['/', '/highlights'],
    seeded.heavyUser.cookie,
  ).catch((error: Error) => ({ error: error.message.split('\n')[0] ?? 'failed' }));
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleAfterLoad = memoryOf(server.child.pid ?? 0);
  log('timing the first built-in summary since the start');
  const firstSummary = await measureFirstSummary(server.baseUrl, seeded.heavyUser.token);
  await server.stop();

  log(`importing ${count(sizes.clippings)} Kindle clippings, then a ${sizes.importMegabytes} MB file`);
  const imports = await measureKindleImports({
    postgresUrl: args.postgres,
    count: sizes.clippings,
    megabytes: sizes.importMegabytes,
  });
  for (const f of [imports.clippings, imports.largeFile]) {
    log(
      `import of ${count(f.clippings)} clippings (${f.megabytes} MB): ${f.status}, ${f.created} created in ${f.seconds} s (server CPU ${f.serverCpuSeconds} s), server peak RSS ${f.peakRssMb} MB`,
    );
  }
  log(`exporting ${count(sizes.exported)} highlights`);
  const exports = await measureExports({ postgresUrl: args.postgres, total: sizes.exported });
  log(`timing the Library list of ${count(sizes.sources)} sources`);
  const library = await measureLibraryList({
    postgresUrl: args.postgres,
    sources: sizes.sources,
    runs: sizes.runs,
  });
  for (const t of library.timings) log(`${t.url}: p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms`);
  log(`timing a day of ${count(sizes.dayHighlights)} highlights, page by page`);
  const dayPages = await measureDayPages({
    postgresUrl: args.postgres,
    highlights: sizes.dayHighlights,
    runs: sizes.runs,
  });
  log(`${dayPages.pages} pages: p50 ${dayPages.timing.p50Ms} ms, p99 ${dayPages.timing.p99Ms} ms`);

  const web = measureWebWeight(path.resolve('apps/web/dist'));
  log('measuring the built-in AI engine');
  const ai = measureAiEngine();

  const byName = (name: string) => results.find((result) => result.name === name);
  const listDay = byName('list a day');
  const search = byName('search all days');
  const create = byName('create a highlight');
  const totals = byName('totals per category group');
  const usage = byName('daily usage limits');
  const targets: Target[] = [
    {
      name: 'List a day: >= 50% of baseline req/s, p99 < 20 ms',
      measured: `${Math.round((listDay?.ratio ?? 0) * 100)}%, p99 ${listDay?.p99Ms} ms`,
      goal: '>= 50%, < 20 ms',
      pass: (listDay?.ratio ?? 0) >= 0.5 && (listDay?.p99Ms ?? 1e9) < 20,
    },
    {
      name: `Search all days over ${plan.heavyUserHighlights.toLocaleString('en-US')} highlights: p99 < 50 ms`,
      measured: `p99 ${search?.p99Ms} ms`,
      goal: '< 50 ms',
      pass: (search?.p99Ms ?? 1e9) < 50,
    },
    {
      name: 'Create: >= 1,500 highlights/s, no error',
      measured: `${create?.requestsPerSecond}/s, non-2xx ${create?.non2xx}`,
      goal: '>= 1,500/s, 0 errors',
      pass: (create?.requestsPerSecond ?? 0) >= 1500 && create?.non2xx === 0 && create?.errors === 0,
    },
    {
      name: 'Totals and usage limits: p99 < 10 ms',
      measured: `${totals?.p99Ms} ms / ${usage?.p99Ms} ms`,
      goal: '< 10 ms',
      pass: (totals?.p99Ms ?? 1e9) < 10 && (usage?.p99Ms ?? 1e9) < 10,
    },
    {
      name: 'Initial JavaScript <= 150 KB gzip',
      measured: `${web.initialJsGzipKb} KB`,
      goal: '<= 150 KB',
      pass: web.initialJsGzipKb <= 150,
    },
    {
      name: 'First contentful paint < 1 s',
      measured:
        'error' in paint
          ? `not measured: ${paint.error}`
          : Object.entries(paint)
              .map(([page, ms]) => `${page} ${ms} ms`)
              .join(', '),
      goal: '< 1000 ms',
      pass: !('error' in paint) && Object.values(paint).every((ms) => ms < 1000),
    },
    {
      name: 'Built-in summary of 1,000 highlights < 500 ms',
      measured: `${ai.summarise1000Ms} ms`,
      goal: '< 500 ms',
      pass: ai.summarise1000Ms < 500,
    },
    {
      name: 'First built-in summary after a start < 1 s',
      measured: `${firstSummary.ms} ms, ${firstSummary.status}`,
      goal: '< 1000 ms, READY',
      pass: firstSummary.status === 'READY' && firstSummary.ms < 1000,
    },
    {
      name: 'Idle RSS < 150 MB',
      measured: `${idleAfterStart.rssMb} MB after start, ${idleAfterLoad.rssMb} MB after load`,
      goal: '< 150 MB',
      pass: idleAfterStart.rssMb < 150 && idleAfterLoad.rssMb < 150,
    },
    {
      name: `Import of ${count(imports.clippings.clippings)} Kindle clippings end to end < 15 s`,
      measured: `${imports.clippings.seconds} s, ${imports.clippings.status}, ${count(imports.clippings.created)} created`,
      goal: '< 15 s, all created',
      pass:
        imports.clippings.seconds < 15 &&
        imports.clippings.status === 'DONE' &&
        imports.clippings.created === imports.clippings.clippings,
    },
    ...exports.formats.map((f) => ({
      name: `Export of ${count(sizes.exported)} highlights as ${f.format}: < 20 s, server memory growth < 100 MB`,
      measured: `${f.seconds} s (${f.megabytes} MB), +${f.growthMb} MB`,
      goal: '< 20 s, < 100 MB',
      pass: f.seconds < 20 && f.growthMb < 100,
    })),
    ...library.timings
      .filter((t) => t.url === '/api/v1/sources')
      .map((t) => ({
        name: `Library list of ${count(library.sources)} sources with counts: p99 < 50 ms`,
        measured: `p99 ${t.p99Ms} ms (p50 ${t.p50Ms} ms)`,
        goal: '< 50 ms',
        pass: t.p99Ms < 50,
      })),
    {
      name: `A day of ${count(dayPages.highlights)} highlights, paged: p99 < 100 ms a page`,
      measured: `p99 ${dayPages.timing.p99Ms} ms (p50 ${dayPages.timing.p50Ms} ms) over ${dayPages.pages} pages`,
      goal: '< 100 ms',
      pass: dayPages.timing.p99Ms < 100,
    },
    {
      name: 'Every scenario answers 2xx only',
      measured: `${results.reduce((sum, r) => sum + r.non2xx + r.errors, 0)} non-2xx/errors`,
      goal: '0',
      pass: results.every((r) => r.non2xx === 0 && r.errors === 0),
    },
  ];

  const report: BenchReport = {
    date: new Date().toISOString(),
    database: database.name,
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    seed: { plan, ...seeded.rows, seconds: seeded.seconds },
    scenarios: results,
    web: { ...web, firstContentfulPaintMs: paint },
    ai: { ...ai },
    memory: { idleAfterStart, idleAfterLoad, peakRssMb: peakRss },
    imports,
    exports,
    library,
    dayPages,
    targets,
  };
  const markdown = [
    `# Precis benchmark, ${report.date}`,
    `${report.machine}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end; database ${database.name}; ${load.connections} connections, ${load.seconds} s per scenario${quick ? ' (quick run)' : ''}.`,
    `Seeded ${seeded.rows.highlights.toLocaleString('en-US')} highlights and ${seeded.rows.summaries} summaries in ${seeded.seconds} s.`,
    '## Targets',
    table(
      ['target', 'measured', 'goal', ''],
      targets.map((t) => [t.name, t.measured, t.goal, t.pass ? 'pass' : 'MISS']),
    ),
    '## API scenarios',
    table(
      ['scenario', 'req/s', 'baseline req/s', 'ratio', 'p50 ms', 'p99 ms', 'non-2xx', 'statuses'],
      results.map((r) => [
        r.name,
        r.requestsPerSecond,
        r.baselineRps,
        `${Math.round(r.ratio * 100)}%`,
        r.p50Ms,
        r.p99Ms,
        r.non2xx + r.errors,
        Object.entries(r.statusCodes)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', '),
      ]),
    ),
    `Server peak RSS ${peakRss} MB; idle ${idleAfterStart.rssMb} MB after start, ${idleAfterLoad.rssMb} MB after load.`,
    '## Imports, exports, Library, a crowded day',
    'Each on a fresh database and server (the in-process ones through the app without the network).',
    table(
      ['Kindle import', 'clippings', 'MB', 'status', 'created', 's', 'server RSS before / after / peak MB'],
      [imports.clippings, imports.largeFile].map((f) => [
        f === imports.largeFile ? 'large file' : 'clippings',
        count(f.clippings),
        f.megabytes,
        f.status,
        count(f.created),
        f.seconds,
        `${f.rssBeforeMb} / ${f.rssAfterMb} / ${f.peakRssMb}`,
      ]),
    ),
    `Peak RSS of the server importing a ${imports.largeFile.megabytes} MB file: ${imports.largeFile.peakRssMb} MB.`,
    table(
      ['export', 's', 'server CPU s', 'MB', 'RSS before MB', 'peak MB', 'growth MB'],
      exports.formats.map((f) => [
        `${count(sizes.exported)} as ${f.format}`,
        f.seconds,
        f.serverCpuSeconds,
        f.megabytes,
        f.rssBeforeMb,
        f.peakRssMb,
        f.growthMb,
      ]),
    ),
    table(
      ['in-process read', 'runs', 'p50 ms', 'p99 ms'],
      [...library.timings, dayPages.timing].map((t) => [t.url, t.runs, t.p50Ms, t.p99Ms]),
    ),
    `Library: ${count(library.sources)} sources, ${count(library.highlights)} highlights. Day: ${count(dayPages.highlights)} highlights in ${dayPages.pages} pages, walked once in ${dayPages.walkMs} ms.`,
    '## Web',
    `Initial JS ${web.initialJsGzipKb} KB gzip, CSS ${web.initialCssGzipKb} KB gzip. First contentful paint (median of 5): ${JSON.stringify(paint)}.`,
    table(
      ['route chunk', 'KB gzip'],
      web.routeChunks.slice(0, 15).map((c) => [c.file, c.gzipKb]),
    ),
    '## Built-in AI engine',
    `Categorisation ${ai.categorisationPerSecond.toLocaleString('en-US')} highlights/s; summary of 1,000 highlights ${ai.summarise1000Ms} ms.`,
    ...ai.heldOut.flatMap(({ name, evaluation }) => [
      `${name} (${evaluation.items} labelled highlights): micro precision ${evaluation.microPrecision.toFixed(2)}, recall ${evaluation.microRecall.toFixed(2)}, first code in the right group ${evaluation.groupAccuracy.toFixed(3)}, exact ${evaluation.top1Accuracy.toFixed(3)}.`,
      table(
        ['group', 'items', 'precision', 'recall'],
        evaluation.groups.map((g) => [g.group, g.items, g.precision.toFixed(2), g.recall.toFixed(2)]),
      ),
    ]),
    table(
      ['non-English highlights', 'items', 'right group', 'exact code', 'no code', 'another group'],
      ai.multilingual.map(({ name, evaluation: e }) => [
        name,
        e.items,
        e.sensible,
        e.exact,
        e.uncoded,
        e.wrong,
      ]),
    ),
    `TASKS on every labelled day (${ai.actionItems.actions} actions): recall ${ai.actionItems.recall.toFixed(3)}, non-actions ${ai.actionItems.falseShare.toFixed(3)} of the list (all these days teach the task judge). Learning the judge: ${ai.taskJudgeTrainingMs} ms, once per process run from source; a built server reads every judge's stored model instead: ${ai.storedJudgesLoadingMs} ms.`,
    table(
      ['TASKS days, judge learned from the others', 'recall', 'non-actions listed'],
      // A reading set has no action: what counts is how many of its sentences were listed.
      ai.actionItemsByAuthor.map((f) =>
        f.actions === 0
          ? [f.name, '—', `${f.wrong.length} of ${f.sentences} sentences`]
          : [f.name, f.recall.toFixed(3), f.falseShare.toFixed(3)],
      ),
    ),
    table(
      [
        'list',
        'author',
        'labelled',
        'cues: recall',
        'cues: not of the kind',
        'judged: recall',
        'judged: not of the kind',
      ],
      ai.lists.map((f) => [
        f.kind,
        f.name,
        f.rules.labelled,
        f.rules.recall.toFixed(3),
        f.rules.falseShare.toFixed(3),
        f.judged.recall.toFixed(3),
        f.judged.falseShare.toFixed(3),
      ]),
    ),
    '',
  ].join('\n\n');
  const dir = writeReport(report, markdown);
  console.log(`\n${markdown}`);
  log(`report written to ${dir}`);
} finally {
  await database.drop();
  fs.rmSync(path.join(os.tmpdir(), 'precis-bench'), { recursive: true, force: true });
}
