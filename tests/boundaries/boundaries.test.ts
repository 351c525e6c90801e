import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanImports } from './import-graph';
import { describeViolation, serverViolations, webViolations } from './rules';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('declared import boundaries', () => {
  it('server: modules meet only through index.ts, lower layers know no feature, nothing reads migrations', () => {
    const edges = scanImports({ root: path.join(repoRoot, 'apps/server/src') });
    expect(edges.length).toBeGreaterThan(500);
    expect(serverViolations(edges).map(describeViolation)).toEqual([]);
  });

  it('web: features meet only through index.ts, components/ and lib/ know no feature', () => {
    const edges = scanImports({ root: path.join(repoRoot, 'apps/web/src'), aliases: { '@/': '' } });
    expect(edges.length).toBeGreaterThan(300);
    expect(webViolations(edges).map(describeViolation)).toEqual([]);
  });
});
