/**
 * The judges' learned weights, kept in files so a server does not learn them on its first summary (three to
 * four seconds that held the process, and far more on a small home server). `npm run build` learns them from
 * the labelled days of the code it builds and writes them beside the bundle (write-learned-models.ts); run
 * from source, where there are none, the judges learn on first use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LearnedModel, LogisticModel } from './logistic-regression';
import { readWeightTable, weightTableBytes } from './weight-table';

/** The task model's name in its file. */
export const TASK_MODEL = 'action';

/** Models learned from the same sentences share one file, since they share their features. */
export type LearnedModelFile = 'task-judge' | 'list-judges';

/** Beside the module: in the bundle, `dist/learned-models`; the source tree has none. */
export const LEARNED_MODELS_DIRECTORY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'learned-models',
);

const pathOf = (directory: string, file: LearnedModelFile) => path.join(directory, `${file}.weights`);

export function writeLearnedModels(
  directory: string,
  file: LearnedModelFile,
  models: Record<string, LearnedModel>,
): void {
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(pathOf(directory, file), weightTableBytes(models));
}

/** The stored models, or none when there is no readable file (the caller then learns them). */
export function storedModels<Name extends string>(
  file: LearnedModelFile,
  names: readonly Name[],
  directory: string = LEARNED_MODELS_DIRECTORY,
): Record<Name, LogisticModel> | undefined {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(pathOf(directory, file));
  } catch {
    return undefined;
  }
  return readWeightTable(bytes, names);
}
