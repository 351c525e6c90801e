import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHighlight } from '../modules/highlights/highlights-test-helpers';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

const DAY = '2026-03-14';
const dayStart = Date.parse(`${DAY}T00:00:00Z`);
const decompress = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

describe('compressed answers', () => {
  let t: TestApp;
  let user: TestUser;
  let identity: string;

  const listDay = (acceptEncoding?: string) =>
    user.request({
      method: 'GET',
      url: `/api/v1/highlights?date=${DAY}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      timeZone: 'UTC',
    });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    user = await t.signUp();
    for (let index = 0; index < 150; index += 1) {
      await seedHighlight(t, user, {
        createdAt: dayStart + index * 60_000,
        content: `Highlight ${index}: ${'a sentence worth keeping, with some detail to it. '.repeat(8)}`,
      });
    }
    const plain = await listDay();
    expect(plain.statusCode).toBe(200);
    identity = plain.body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['br', 'gzip'] as const)(
    'sends a large list as %s in one piece, with its length, decoding to the same JSON',
    async (encoding) => {
      expect(identity.length).toBeGreaterThan(64 * 1024);
      const response = await listDay(encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(identity.length / 5);
      expect(decompress[encoding](response.rawPayload).toString('utf8')).toBe(identity);
    },
  );

  it('leaves small answers and callers that accept no encoding uncompressed', async () => {
    const empty = await user.request({
      method: 'GET',
      url: '/api/v1/highlights?date=2020-01-01',
      headers: { 'accept-encoding': 'br' },
      timeZone: 'UTC',
    });
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.body).toBe('[]');
    expect((await listDay()).headers['content-encoding']).toBeUndefined();
  });
});
