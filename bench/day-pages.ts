/**
 * One day holding 20,000 highlights, answered page by page (the day list links its next page in a Link
 * header): walks every page once, then times requests cycling through all the pages, deep ones included.
 * `node --import tsx bench/day-pages.ts [--postgres URL] [--highlights 20000]`.
 */
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { HighlightToSave } from '../apps/server/src/modules/highlights';
import { saveHighlights } from '../apps/server/src/modules/highlights';
import { isMainScript } from './cli';
import { type InProcessApp, inProcessApp, type Timing, timeRequests } from './in-process';
import { sampleHighlight, seededRandom } from './sample-text';

const DAY = '2025-06-15';
const BATCH = 5_000;

/** The address of every page of the day, following the Link headers from the first. */
async function pagesOfDay(target: InProcessApp): Promise<{ urls: string[]; highlights: number }> {
  const headers = { authorization: `Bearer ${target.reader.token}`, 'x-timezone': 'UTC' };
  const urls: string[] = [];
  let highlights = 0;
  let url: string | undefined = `/api/v1/highlights?date=${DAY}`;
  while (url) {
    urls.push(url);
    const response: LightMyRequestResponse = await target.app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    highlights += response.json<unknown[]>().length;
    const link: string | undefined = [response.headers.link].flat()[0]?.toString();
    const next: string | undefined = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
    url = next ? next.replace(/^https?:\/\/[^/]+/, '') : undefined;
  }
  return { urls, highlights };
}

export async function measureDayPages(options: {
  postgresUrl?: string;
  highlights: number;
  runs: number;
}): Promise<{ highlights: number; pages: number; walkMs: number; timing: Timing }> {
  const target = await inProcessApp(options.postgresUrl);
  try {
    const random = seededRandom(11);
    const dayStart = Date.parse(`${DAY}T00:00:00Z`);
    for (let start = 0; start < options.highlights; start += BATCH) {
      const items: HighlightToSave[] = [];
      for (let index = start; index < Math.min(options.highlights, start + BATCH); index += 1) {
        const { content, comment, categories, tags } = sampleHighlight(random);
        items.push({
          content,
          comment,
          categories,
          tags,
          highlightedAt: dayStart + Math.floor((index * 86_400_000) / options.highlights),
        });
      }
      await saveHighlights(target.context, target.reader.id, items);
    }
    const began = performance.now();
    const { urls, highlights } = await pagesOfDay(target);
    const walkMs = Math.round(performance.now() - began);
    if (highlights !== options.highlights) {
      throw new Error(`the day's pages held ${highlights} highlights, not ${options.highlights}`);
    }
    const timing = await timeRequests(
      target,
      urls,
      options.runs,
      `/api/v1/highlights?date=${DAY} (every page)`,
    );
    return { highlights, pages: urls.length, walkMs, timing };
  } finally {
    await target.close();
  }
}

if (isMainScript(import.meta.url)) {
  const { values: args } = parseArgs({
    options: { postgres: { type: 'string' }, highlights: { type: 'string', default: '20000' } },
  });
  const result = await measureDayPages({
    postgresUrl: args.postgres,
    highlights: Number(args.highlights),
    runs: 500,
  });
  console.log(
    `${result.highlights} highlights on one day in ${result.pages} pages (walked in ${result.walkMs} ms): ` +
      `p50 ${result.timing.p50Ms} ms, p99 ${result.timing.p99Ms} ms per page`,
  );
}
