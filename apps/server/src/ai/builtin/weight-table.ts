/**
 * Learned models as a file a server reads without parsing: every feature's weight in a hash table of typed
 * arrays, found by a 64-bit fingerprint of the feature's text rather than the text itself. Reading the task
 * judge's 183,000 features as JSON and filling a Map with them took about 330 ms of a server's first summary;
 * this takes a few. The table never holds the features' texts, so a feature a model never saw is told apart by
 * its fingerprint: two features sharing all 64 bits is a chance the build checks for and refuses.
 */
import type { FeatureWeights, LearnedModel, LogisticModel } from './logistic-regression';

const MAGIC = 'PRECISW1';
/** Never more than half the slots taken, so a search for a feature never seen stops at an empty one soon. */
const MOST_FILLED = 0.5;

function mixed(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two independent 32-bit hashes of the text; the second is never 0, which marks an empty slot. */
function fingerprintOf(feature: string): [number, number] {
  let first = 0x811c9dc5;
  let second = 0x9747b28c;
  for (let index = 0; index < feature.length; index += 1) {
    const code = feature.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
    second ^= second >>> 15;
  }
  return [mixed(first), (mixed(second) | 1) >>> 0];
}

interface Table {
  first: Uint32Array;
  second: Uint32Array;
}

/** The slot holding the fingerprint, or the empty slot where it would go. */
function slotOf({ first, second }: Table, [a, b]: [number, number]): number {
  const mask = first.length - 1;
  let slot = a & mask;
  while (second[slot] !== 0 && (second[slot] !== b || first[slot] !== a)) slot = (slot + 1) & mask;
  return slot;
}

/**
 * One model's weights over the shared table of fingerprints. The arrays are in the machine's byte order: the
 * build writes the file beside the bundle that reads it.
 */
class TableWeights implements FeatureWeights {
  constructor(
    private readonly table: Table,
    private readonly weights: Float64Array,
  ) {}

  get(feature: string): number | undefined {
    const slot = slotOf(this.table, fingerprintOf(feature));
    return this.table.second[slot] === 0 ? undefined : this.weights[slot];
  }
}

/** The models as a table's bytes, models learned from the same sentences sharing one table of features. */
export function weightTableBytes(models: Record<string, LearnedModel>): Uint8Array {
  const features = [...new Set(Object.values(models).flatMap((model) => [...model.weights.keys()]))];
  let slots = 1;
  while (slots * MOST_FILLED < features.length + 1) slots *= 2;
  const names = Object.keys(models);
  const header = new TextEncoder().encode(
    JSON.stringify({ slots, models: names.map((name) => ({ name, bias: models[name]?.bias })) }),
  );
  const start = Math.ceil((MAGIC.length + 4 + header.length) / 8) * 8;
  const bytes = new Uint8Array(start + slots * (4 + 4 + 8 * names.length));
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(bytes.buffer).setUint32(MAGIC.length, header.length, true);
  bytes.set(header, MAGIC.length + 4);
  const { table, weights } = viewsOf(bytes.buffer, start, slots, names.length);
  for (const feature of features) {
    const fingerprint = fingerprintOf(feature);
    const slot = slotOf(table, fingerprint);
    if (table.second[slot] !== 0)
      throw new Error(`two features share a fingerprint, one of them "${feature}"`);
    [table.first[slot], table.second[slot]] = fingerprint;
    names.forEach((name, index) => {
      const weight = models[name]?.weights.get(feature) ?? 0;
      (weights[index] as Float64Array)[slot] = weight;
    });
  }
  return bytes;
}

function viewsOf(buffer: ArrayBufferLike, start: number, slots: number, models: number) {
  const table = {
    first: new Uint32Array(buffer, start, slots),
    second: new Uint32Array(buffer, start + 4 * slots, slots),
  };
  const weights = Array.from(
    { length: models },
    (_, index) => new Float64Array(buffer, start + 8 * slots * (1 + index), slots),
  );
  return { table, weights };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function headerOf(
  bytes: Uint8Array,
): { slots: number; models: { name: string; bias: number }[] } | undefined {
  if (bytes.length < MAGIC.length + 4) return undefined;
  if (new TextDecoder().decode(bytes.subarray(0, MAGIC.length)) !== MAGIC) return undefined;
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(MAGIC.length, true);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)));
  } catch {
    return undefined;
  }
  if (!isRecord(json) || typeof json.slots !== 'number' || !Array.isArray(json.models)) return undefined;
  const { slots } = json;
  if (!Number.isInteger(slots) || slots < 1 || (slots & (slots - 1)) !== 0) return undefined;
  const models: { name: string; bias: number }[] = [];
  for (const model of json.models as unknown[]) {
    if (!isRecord(model) || typeof model.name !== 'string' || typeof model.bias !== 'number')
      return undefined;
    models.push({ name: model.name, bias: model.bias });
  }
  return { slots, models };
}

/** The named models of a table's bytes, or none when they are not such a table or lack one of them. */
export function readWeightTable<Name extends string>(
  bytes: Uint8Array,
  names: readonly Name[],
): Record<Name, LogisticModel> | undefined {
  const header = headerOf(bytes);
  if (!header) return undefined;
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(
    MAGIC.length,
    true,
  );
  const start = Math.ceil((MAGIC.length + 4 + headerLength) / 8) * 8;
  if (bytes.length !== start + header.slots * (4 + 4 + 8 * header.models.length)) return undefined;
  // Typed arrays over the file need their offsets aligned, which a Buffer from Node's pool may not be.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  const { table, weights } = viewsOf(
    aligned.buffer,
    aligned.byteOffset + start,
    header.slots,
    header.models.length,
  );
  // A search for a feature stops at an empty slot: a table without one (a damaged file) would never answer.
  if (!table.second.includes(0)) return undefined;
  const models = {} as Record<Name, LogisticModel>;
  for (const name of names) {
    const index = header.models.findIndex((model) => model.name === name);
    const model = header.models[index];
    const modelWeights = weights[index];
    if (!model || !modelWeights) return undefined;
    models[name] = { bias: model.bias, weights: new TableWeights(table, modelWeights) };
  }
  return models;
}
