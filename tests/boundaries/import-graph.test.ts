import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanImports } from './import-graph';

const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('scanImports', () => {
  it('finds imports, type imports, re-exports and dynamic imports, resolved to files under the root', () => {
    write('modules/a/index.ts', "export { a } from './a';\n");
    write('modules/a/a.ts', 'export const a = 1;\n');
    write('modules/b/b.repository.ts', 'export const b = 1;\n');
    write('features/c/page.tsx', 'export const c = 1;\n');
    write(
      'modules/b/b.service.ts',
      [
        "import { a } from '../a';",
        "import type { B } from './b.repository';",
        "export * from '../a/a';",
        "import { z } from 'zod';",
        "const page = () => import('@/features/c/page');",
      ].join('\n'),
    );
    const edges = scanImports({ root, aliases: { '@/': '' } }).filter(
      (edge) => edge.from === 'modules/b/b.service.ts',
    );
    expect(edges).toEqual([
      { from: 'modules/b/b.service.ts', to: 'modules/a/index.ts' },
      { from: 'modules/b/b.service.ts', to: 'modules/b/b.repository.ts' },
      { from: 'modules/b/b.service.ts', to: 'modules/a/a.ts' },
      { from: 'modules/b/b.service.ts', to: 'features/c/page.tsx' },
    ]);
  });

  it('keeps an import it cannot resolve to a file, so a rule still sees where it points', () => {
    write('jobs/x.ts', "import { gone } from '../modules/gone/gone.repository';\n");
    expect(scanImports({ root }).filter((edge) => edge.from === 'jobs/x.ts')).toEqual([
      { from: 'jobs/x.ts', to: 'modules/gone/gone.repository' },
    ]);
  });
});
