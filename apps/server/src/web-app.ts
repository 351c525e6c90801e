import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { problem } from './lib/problem';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * index.html for every non-API GET so client-side routes survive a reload. /api/* stays JSON.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.webDistDir ?? defaultDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no web build at ${root}: run "npm run build" to serve the web app`);
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFound(request.method, request.url)));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/vite-precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (isPage && !looksLikeFile) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(notFound(request.method, request.url));
  });
}

const notFound = (method: string, url: string) =>
  problem(404, `No API route matches ${method} ${url.split('?')[0]}.`);
