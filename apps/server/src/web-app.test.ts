import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const script = 'export const note = "a highlight worth keeping, and compressing";\n'.repeat(200);
const indexHtml = '<!doctype html><title>Precis</title><div id="root"></div>';

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    // As the build leaves it (apps/web/vite-precompress.ts): copies at the highest levels beside the file.
    const app = path.join(dist, 'assets/app-1a2b.js');
    fs.writeFileSync(app, script);
    fs.writeFileSync(`${app}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${app}.gz`, zlib.gzipSync(script, { level: 9 }));
    fs.writeFileSync(path.join(dist, 'assets/no-copies-3c4d.js'), script);
    t = await createTestApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ])(
    'sends the compressed copy of an asset as it is, for Accept-Encoding %s',
    async (accept, encoding, copy) => {
      const response = await get('/assets/app-1a2b.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(fs.readFileSync(path.join(dist, `assets/app-1a2b.js${copy}`)))).toBe(
        true,
      );
    },
  );

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('still compresses an asset that has no copies', async () => {
    const response = await get('/assets/no-copies-3c4d.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers a page of the app with index.html, never cached, and a missing asset with 404', async () => {
    const page = await get('/highlights/some-id');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(indexHtml);
    expect((await get('/assets/missing-9z9z.js', 'br')).statusCode).toBe(404);
  });
});
