/**
 * The judges' learned weights, kept in files so a server does not learn them on its first summary (three to
 * four seconds that held the process, and far more on a small home server). `npm run build` learns them from
 * the labelled days of the code it builds and writes them beside the bundle (write-learned-models.ts); run
 * from source, where there are none, the judges learn on first use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogisticModel } from './logistic-regression';

/** The task model's name in its file. */
export const TASK_MODEL = 'action';

/** Models learned from the same sentences share one file, since they share their features. */
export type LearnedModelFile = 'task-judge' | 'list-judges';

/** Beside the module: in the bundle, `dist/learned-models`; the source tree has none. */
export const LEARNED_MODELS_DIRECTORY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'learned-models',
);

const pathOf = (directory: string, file: LearnedModelFile) => path.join(directory, `${file}.json`);

/**
 * The models as a file's text: every feature once, then each model's bias and weights in that order (zero for
 * a feature a model never saw, which weighs the same). JSON numbers keep every bit, so the stored judge is the
 * learned one.
 */
export function serialiseModels(models: Record<string, LogisticModel>): string {
  const features = [...new Set(Object.values(models).flatMap((model) => [...model.weights.keys()]))];
  const stored = Object.fromEntries(
    Object.entries(models).map(([name, { bias, weights }]) => [
      name,
      { bias, weights: features.map((feature) => weights.get(feature) ?? 0) },
    ]),
  );
  return JSON.stringify({ features, models: stored });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The named models of a file's text, or none when it is not such a file or lacks one of them. */
export function parseModels<Name extends string>(
  text: string,
  names: readonly Name[],
): Record<Name, LogisticModel> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(json) || !Array.isArray(json.features) || !isRecord(json.models)) return undefined;
  const features: unknown[] = json.features;
  if (!features.every((feature) => typeof feature === 'string')) return undefined;
  const models = {} as Record<Name, LogisticModel>;
  for (const name of names) {
    const stored = json.models[name];
    if (!isRecord(stored) || typeof stored.bias !== 'number' || !Array.isArray(stored.weights))
      return undefined;
    const values: unknown[] = stored.weights;
    if (values.length !== features.length) return undefined;
    // A loop rather than zod and map(): this runs on a server's first summary, over 100,000 or more features.
    const weights = new Map<string, number>();
    for (let index = 0; index < values.length; index += 1) {
      const weight = values[index];
      if (typeof weight !== 'number') return undefined;
      if (weight !== 0) weights.set(features[index] as string, weight);
    }
    models[name] = { bias: stored.bias, weights };
  }
  return models;
}

export function writeLearnedModels(
  directory: string,
  file: LearnedModelFile,
  models: Record<string, LogisticModel>,
): void {
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(pathOf(directory, file), serialiseModels(models));
}

/** The stored models, or none when there is no readable file (the caller then learns them). */
export function storedModels<Name extends string>(
  file: LearnedModelFile,
  names: readonly Name[],
  directory: string = LEARNED_MODELS_DIRECTORY,
): Record<Name, LogisticModel> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(pathOf(directory, file), 'utf8');
  } catch {
    return undefined;
  }
  return parseModels(text, names);
}
