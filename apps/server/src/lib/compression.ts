import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of answers, tuned for a small home server, where CPU is scarcer than bandwidth.
 *
 * Answers held in memory (every JSON answer) are compressed in one call, up to 1 MiB. @fastify/compress
 * otherwise pipes anything above a few KB through a zlib stream on the thread pool, whose per-chunk
 * scheduling cost far more than the compression itself: a browser's 200-result search (82 KB) took 6.1 ms
 * of CPU instead of 1.1 ms without compression, and a day of 30 highlights (11 KB) 1.2 ms instead of 0.17.
 * Larger answers (rare: a day of 100 very long highlights) and files still stream, so the event loop is never
 * held for long.
 *
 * The fastest levels: brotli 1 costs a third of the default 4 for answers about 11% larger (13.5 KB
 * instead of 12.1 KB for that search), gzip 1 half of the default 6. Measured: the search then costs 1.4 ms
 * of CPU, the day 0.27 ms. The web app's files come with copies compressed at build time at the highest
 * levels (apps/web/vite-precompress.ts), sent as they are.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: 1024,
  syncThreshold: 1024 * 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};
