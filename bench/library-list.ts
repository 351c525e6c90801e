/**
 * The Library's first page for a user with 5,000 sources (30,000 highlights) with their highlight counts,
 * timed through the real app in this process: `node --import tsx bench/library-list.ts [--postgres URL]`.
 */
import { parseArgs } from 'node:util';
import { saveHighlights } from '../apps/server/src/modules/highlights';
import { isMainScript } from './cli';
import { inProcessApp, type Timing, timeRequests } from './in-process';

const PER_SOURCE = 6;
const BATCH = 500;

export async function measureLibraryList(options: {
  postgresUrl?: string;
  sources: number;
  runs: number;
}): Promise<{ dialect: string; sources: number; highlights: number; timings: Timing[] }> {
  const target = await inProcessApp(options.postgresUrl);
  try {
    const start = Date.UTC(2020, 0, 1);
    for (let batch = 0; batch < options.sources; batch += BATCH) {
      const items = [];
      for (let s = batch; s < Math.min(options.sources, batch + BATCH); s += 1) {
        for (let h = 0; h < PER_SOURCE; h += 1) {
          items.push({
            content: `Passage ${h} of book ${s}`,
            source: { title: `Book ${s}`, author: `Author ${s % 700}`, kind: 'book' as const },
            location: { type: 'page' as const, value: String(h * 10) },
            highlightedAt: start + (s * PER_SOURCE + h) * 60_000,
          });
        }
      }
      await saveHighlights(target.context, target.reader.id, items);
    }
    const timings: Timing[] = [];
    for (const url of [
      '/api/v1/sources',
      '/api/v1/sources?limit=500',
      '/api/v1/sources?search=author%2042',
      '/api/v1/sources?kind=book&limit=200',
      '/api/v1/highlights/totals/per-category-group',
    ]) {
      timings.push(await timeRequests(target, [url], options.runs));
    }
    return {
      dialect: target.context.db.dialect,
      sources: options.sources,
      highlights: options.sources * PER_SOURCE,
      timings,
    };
  } finally {
    await target.close();
  }
}

if (isMainScript(import.meta.url)) {
  const { values: args } = parseArgs({
    options: { postgres: { type: 'string' }, sources: { type: 'string', default: '5000' } },
  });
  const result = await measureLibraryList({
    postgresUrl: args.postgres,
    sources: Number(args.sources),
    runs: 500,
  });
  console.log(`${result.dialect}: ${result.sources} sources, ${result.highlights} highlights`);
  for (const t of result.timings) console.log(`${t.url}: p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms`);
}
