import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of one source file, both ends relative to the scanned source root (`modules/a/a.ts`). */
export interface ImportEdge {
  from: string;
  to: string;
}

export interface ScanOptions {
  /** Absolute path of the source root (`apps/server/src`). */
  root: string;
  /** Path aliases, prefix to folder under the root: `{ '@/': '' }` maps `@/lib/x` to `<root>/lib/x`. */
  aliases?: Record<string, string>;
}

const sourceExtensions = ['.ts', '.tsx'];
const candidateSuffixes = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function listSourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) files.push(...listSourceFiles(full));
    else if (sourceExtensions.some((extension) => entry.endsWith(extension)) && !entry.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

function resolveFile(base: string): string | undefined {
  for (const suffix of candidateSuffixes) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Where a specifier points inside the root, or undefined for a package (`fastify`, `@precis/shared`).
 * An unresolvable relative import still yields its path, so a rule never misses it for lack of a file.
 */
function resolveSpecifier(specifier: string, fromFile: string, options: ScanOptions): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  for (const [prefix, folder] of Object.entries(options.aliases ?? {})) {
    if (specifier.startsWith(prefix)) base = path.join(options.root, folder, specifier.slice(prefix.length));
  }
  if (base === undefined) return undefined;
  const file = resolveFile(base.replace(/\.js$/, '')) ?? base;
  return path.relative(options.root, file).split(path.sep).join('/');
}

/** Every import, export-from, dynamic import and `import type` of every source file under the root. */
export function scanImports(options: ScanOptions): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of listSourceFiles(options.root)) {
    const from = path.relative(options.root, file).split(path.sep).join('/');
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const imported of importedFiles) {
      const to = resolveSpecifier(imported.fileName, file, options);
      if (to !== undefined) edges.push({ from, to });
    }
  }
  return edges;
}
