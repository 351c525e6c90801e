import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource, shellFiles } from './vite-service-worker';

describe('shellFiles', () => {
  it('lists the built files as URL paths, without compressed copies or the worker itself', () => {
    const files = [
      'index.html',
      'index.html.br',
      `assets${path.sep}index-abc.js`,
      `assets${path.sep}index-abc.js.gz`,
      'sw.js',
      'manifest.webmanifest',
      `.vite${path.sep}manifest.json`,
    ];
    expect(shellFiles(files)).toEqual(['/assets/index-abc.js', '/index.html', '/manifest.webmanifest']);
  });
});

describe('serviceWorkerSource', () => {
  const source = serviceWorkerSource('precis-shell-123', ['/index.html', '/assets/a.js']);

  it('is valid JavaScript naming its cache and shell', () => {
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('const CACHE = "precis-shell-123";');
    expect(source).toContain('const SHELL = ["/index.html","/assets/a.js"];');
  });

  it('leaves API requests to the network', () => {
    expect(source).toContain("url.pathname.startsWith('/api/')) return;");
  });
});
