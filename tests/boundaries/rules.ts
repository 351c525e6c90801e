import type { ImportEdge } from './import-graph';

/** One import that crosses a declared boundary: which import, and the rule it breaks. */
export interface Violation extends ImportEdge {
  rule: string;
}

/** `modules/highlights/x.ts` -> `highlights`; undefined outside a feature folder (`modules/index.ts`). */
function featureOf(file: string, folder: string): string | undefined {
  const parts = file.split('/');
  return parts[0] === folder && parts.length > 2 ? parts[1] : undefined;
}

function isFeatureIndex(file: string, folder: string): boolean {
  return new RegExp(`^${folder}/[^/]+/index\\.tsx?$`).test(file);
}

/** Tests and their helpers may set up state through a module's insides; the rules bind the running code. */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /test-helpers?\.tsx?$/.test(file) || file.startsWith('test/');
}

/**
 * A feature reaches another feature only through its `index.ts`: `from` may import `to` unless `to` lies in
 * another feature folder than `from` and is not that feature's index (this also binds files outside features).
 */
function crossesFeature(edge: ImportEdge, folder: string): boolean {
  const target = featureOf(edge.to, folder);
  return target !== undefined && target !== featureOf(edge.from, folder) && !isFeatureIndex(edge.to, folder);
}

/** Layers below the features (`apps/server/src/<layer>/`), which must not know any feature. */
const serverLayersBelowFeatures = ['jobs', 'lib', 'db', 'mail'];

/** The migrator is the one runtime file that reads the migrations (their list, `db/migrations/index.ts`). */
const migrationReaders = new Set(['db/migrate.ts']);

/** Imports of `apps/server/src` (paths relative to it) that break the server's boundaries. */
export function serverViolations(edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    if (isTestCode(edge.from)) continue;
    const layer = edge.from.split('/')[0] ?? '';
    if (serverLayersBelowFeatures.includes(layer) && edge.to.startsWith('modules/')) {
      violations.push({ ...edge, rule: `${layer}/ imports no feature module` });
    } else if (crossesFeature(edge, 'modules')) {
      violations.push({ ...edge, rule: "another module's insides: import its index.ts" });
    }
    if (
      edge.to.startsWith('db/migrations/') &&
      !edge.from.startsWith('db/migrations/') &&
      !migrationReaders.has(edge.from)
    ) {
      violations.push({ ...edge, rule: 'runtime code imports nothing from db/migrations' });
    }
  }
  return violations;
}

/** Folders of `apps/web/src` that hold no feature knowledge. */
const webLayersBelowFeatures = ['components', 'lib'];

/** Imports of `apps/web/src` (paths relative to it) that break the web app's boundaries. */
export function webViolations(edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    if (isTestCode(edge.from)) continue;
    const layer = edge.from.split('/')[0] ?? '';
    if (webLayersBelowFeatures.includes(layer) && edge.to.startsWith('features/')) {
      violations.push({ ...edge, rule: `${layer}/ imports no feature` });
    } else if (layer === 'features' && crossesFeature(edge, 'features')) {
      violations.push({ ...edge, rule: "another feature's insides: import its index.ts" });
    }
  }
  return violations;
}

export function describeViolation(violation: Violation): string {
  return `${violation.from} -> ${violation.to} (${violation.rule})`;
}
