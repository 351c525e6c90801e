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

/** The rules one running file's import breaks (tests are not bound); `layer` is its top folder. */
type ImportRules = (edge: ImportEdge, layer: string) => string[];

function violationsOf(edges: readonly ImportEdge[], rules: ImportRules): Violation[] {
  return edges
    .filter((edge) => !isTestCode(edge.from))
    .flatMap((edge) => rules(edge, edge.from.split('/')[0] ?? '').map((rule) => ({ ...edge, rule })));
}

const readsMigration = (edge: ImportEdge) =>
  edge.to.startsWith('db/migrations/') &&
  !edge.from.startsWith('db/migrations/') &&
  !migrationReaders.has(edge.from);

/** Imports of `apps/server/src` (paths relative to it) that break the server's boundaries. */
export function serverViolations(edges: readonly ImportEdge[]): Violation[] {
  return violationsOf(edges, (edge, layer) => {
    const broken: string[] = [];
    if (serverLayersBelowFeatures.includes(layer) && edge.to.startsWith('modules/')) {
      broken.push(`${layer}/ imports no feature module`);
    } else if (crossesFeature(edge, 'modules')) {
      broken.push("another module's insides: import its index.ts");
    }
    if (readsMigration(edge)) broken.push('runtime code imports nothing from db/migrations');
    return broken;
  });
}

/** Folders of `apps/web/src` that hold no feature knowledge. */
const webLayersBelowFeatures = ['components', 'lib'];

/** Imports of `apps/web/src` (paths relative to it) that break the web app's boundaries. */
export function webViolations(edges: readonly ImportEdge[]): Violation[] {
  return violationsOf(edges, (edge, layer) => {
    if (webLayersBelowFeatures.includes(layer) && edge.to.startsWith('features/')) {
      return [`${layer}/ imports no feature`];
    }
    if (layer === 'features' && crossesFeature(edge, 'features')) {
      return ["another feature's insides: import its index.ts"];
    }
    return [];
  });
}

export function describeViolation(violation: Violation): string {
  return `${violation.from} -> ${violation.to} (${violation.rule})`;
}
