import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WebWeight {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  routeChunks: { file: string; gzipKb: number }[];
}

const gzipKb = (file: string) => Math.round((gzipSync(fs.readFileSync(file)).length / 1024) * 10) / 10;

/**
 * Gzip weight of the production build: what index.html loads up front (its module script, modulepreloads and
 * stylesheets), and each lazily loaded route chunk.
 */
export function measureWebWeight(distDir: string): WebWeight {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const initialJs = referenced.filter((file) => file.endsWith('.js'));
  const initialCss = referenced.filter((file) => file.endsWith('.css'));
  const sum = (files: string[]) =>
    Math.round(files.reduce((total, file) => total + gzipKb(path.join(distDir, file)), 0) * 10) / 10;
  const routeChunks = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !initialJs.includes(`assets/${file}`))
    .map((file) => ({ file, gzipKb: gzipKb(path.join(distDir, 'assets', file)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { initialJsGzipKb: sum(initialJs), initialCssGzipKb: sum(initialCss), routeChunks };
}
