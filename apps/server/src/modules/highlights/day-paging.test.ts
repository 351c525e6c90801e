import type { Highlight } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedHighlight } from './highlights-test-helpers';

const DAY = '2026-03-10';
const at = (minute: number) => Date.UTC(2026, 2, 10, 9, minute);

describe.each(testDialects)('a day of highlights, a page at a time, on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
    // Two pairs share a millisecond: the pages must neither repeat nor skip them.
    for (const [content, minute] of [
      ['one', 1],
      ['two', 2],
      ['three', 2],
      ['four', 3],
      ['five', 4],
      ['six', 4],
      ['seven', 5],
    ] as const) {
      await seedHighlight(t, ada, { content: `${content} apple`, createdAt: at(minute) });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function walk(firstUrl: string, between?: () => Promise<void>) {
    const pages: string[][] = [];
    let url: string | undefined = firstUrl;
    while (url) {
      const response = await ada.request({ method: 'GET', url, timeZone: 'UTC' });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json<Highlight[]>().map((highlight) => highlight.content.replace(' apple', '')));
      const link = response.headers.link;
      url = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      await between?.();
    }
    return pages;
  }

  it('answers at most a page and links the next one until the day ends', async () => {
    expect(await walk(`/api/v1/highlights?date=${DAY}&limit=3`)).toEqual([
      ['seven', 'six', 'five'],
      ['four', 'three', 'two'],
      ['one'],
    ]);
  });

  it('keeps the pages stable while highlights are added', async () => {
    let added = 0;
    const pages = await walk(`/api/v1/highlights?date=${DAY}&limit=2`, async () => {
      added += 1;
      await seedHighlight(t, ada, { content: `new ${added}`, createdAt: at(30) });
    });
    expect(pages).toEqual([['seven', 'six'], ['five', 'four'], ['three', 'two'], ['one']]);
  });

  it('pages a search within the day too, carrying the term in the link', async () => {
    const pages = await walk(`/api/v1/highlights?date=${DAY}&searchTerm=o&limit=2`);
    expect(pages).toEqual([['four', 'two'], ['one']]);
  });

  it('answers a whole day without a Link when it fits the default page', async () => {
    const response = await ada.request({
      method: 'GET',
      url: `/api/v1/highlights?date=${DAY}`,
      timeZone: 'UTC',
    });
    expect(response.headers.link).toBeUndefined();
    expect(response.json<Highlight[]>().length).toBeGreaterThanOrEqual(7);
  });

  it('answers 400 to a cursor it did not make, and to a limit over 500', async () => {
    for (const query of ['cursor=nonsense', 'limit=501', 'limit=0']) {
      const response = await ada.request({ method: 'GET', url: `/api/v1/highlights?date=${DAY}&${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
