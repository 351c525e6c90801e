import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, postgresAvailable } from '../../test/postgres-only';
import { secondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectSend, ReadwiseClient, ReadwiseError } from './readwise-client.test-helper';

const BASE = 'http://localhost/api/v2';
const LIMITS = { READWISE_RATE_LIMIT_PER_MINUTE: '6', READWISE_EXPORT_RATE_LIMIT_PER_MINUTE: '100' };

/** Two app processes on one PostgreSQL database, as a scaled-out deployment behind a load balancer. */
describeOnPostgres('Readwise-compatible API served by two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    if (!postgresAvailable) return;
    t = await createTestApp('postgres', LIMITS);
    second = await secondInstance(t, LIMITS);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** A new user's API token and a client on each instance. */
  async function reader(): Promise<[ReadwiseClient, ReadwiseClient]> {
    const user = await t.signUp();
    const response = await user.request({
      method: 'POST',
      url: '/api/v1/api-tokens',
      payload: { name: 'Reading app', scope: 'write' },
    });
    const token = response.json<{ token: string }>().token;
    return [
      new ReadwiseClient(
        injectSend((options) => t.app.inject(options)),
        BASE,
        token,
      ),
      new ReadwiseClient(
        injectSend((options) => second.inject(options)),
        BASE,
        token,
      ),
    ];
  }

  it("counts a token's calls across both instances: the 7th of 6 a minute is refused, wherever it lands", async () => {
    const [first, other] = await reader();
    for (let index = 0; index < 6; index++) await (index % 2 === 0 ? first : other).listBooks();
    for (const client of [first, other]) {
      const refused = await client.listBooks().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ReadwiseError);
      expect(refused).toMatchObject({ status: 429 });
      expect(Number((refused as ReadwiseError).retryAfter)).toBeGreaterThan(0);
    }
    // The export pages keep a budget of their own on both instances.
    for (let index = 0; index < 4; index++) await (index % 2 === 0 ? first : other).export();
  });

  it('saves once the same highlights posted to both instances at the same time', async () => {
    const [first, other] = await reader();
    const batch = Array.from({ length: 40 }, (_, index) => ({
      text: `Sent twice ${index}`,
      title: index % 2 === 0 ? 'Racing book' : 'Racing article',
      author: 'Two Processes',
      ...(index % 2 === 0 ? {} : { source_url: 'https://example.com/racing' }),
      highlight_url: index % 4 === 1 ? `https://example.com/racing#h${index}` : undefined,
    }));
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([first.createHighlights(batch), other.createHighlights(batch)]);
      const ids = (books: typeof a) => books.flatMap((book) => book.modified_highlights).sort();
      expect(ids(a)).toEqual(ids(b));
    }
    const exported = await first.export();
    const texts = exported.flatMap((book) => book.highlights.map((highlight) => highlight.text));
    expect(texts).toHaveLength(40);
    expect(new Set(texts).size).toBe(40);
    expect(exported.map((book) => book.title).sort()).toEqual(['Racing article', 'Racing book']);
  });
});
