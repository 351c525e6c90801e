import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) copy beside every compressible file of the build, which the
 * server sends as they are (@fastify/static preCompressed). Compressing once at build time at the highest
 * levels gives smaller downloads than the server's fast per-request levels, and costs it no CPU per request.
 * A copy that comes out no smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .map((file) => path.join(outDir, file))
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}

async function writeCompressedCopies(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return;
  const copies = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((data) => ({ data, extension: '.br' })),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }).then((data) => ({ data, extension: '.gz' })),
  ]);
  await Promise.all(
    copies
      .filter(({ data }) => data.length < content.length)
      .map(({ data, extension }) => fs.writeFile(`${file}${extension}`, data)),
  );
}
