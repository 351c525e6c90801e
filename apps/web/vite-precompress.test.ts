// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './vite-precompress';

const compressible = 'const greeting = "a line that repeats and so compresses well";\n'.repeat(100);

describe('precompress', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Runs the plugin's hooks over a build output holding `files` (path → content). */
  async function build(files: Record<string, string | Buffer>): Promise<string> {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const outDir = path.join(root, 'dist');
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), content);
    }
    const plugin = precompress();
    const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
    await (plugin.configResolved as (config: ResolvedConfig) => void)(config);
    await (plugin.closeBundle as () => Promise<void>)();
    return outDir;
  }

  it('writes brotli and gzip copies of text files, nested ones too, that decode to the file', async () => {
    const outDir = await build({ 'index.html': compressible, 'assets/app-1a2b.js': compressible });
    for (const file of ['index.html', 'assets/app-1a2b.js']) {
      const full = path.join(outDir, file);
      const br = fs.readFileSync(`${full}.br`);
      const gz = fs.readFileSync(`${full}.gz`);
      expect(zlib.brotliDecompressSync(br).toString()).toBe(compressible);
      expect(zlib.gunzipSync(gz).toString()).toBe(compressible);
      expect(br.length).toBeLessThan(compressible.length / 10);
    }
  });

  it('leaves small files, images and files that do not shrink without copies', async () => {
    const incompressible = randomBytes(4096);
    const outDir = await build({
      'small.js': 'export {};',
      'logo.png': compressible,
      'assets/random.js': incompressible,
    });
    expect(fs.readdirSync(outDir, { recursive: true }).sort()).toEqual([
      'assets',
      'assets/random.js',
      'logo.png',
      'small.js',
    ]);
  });
});
