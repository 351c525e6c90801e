import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real export files beside the repository (../shared/samples/imports), never copied into it. */
export const samplesDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../shared/samples/imports',
);

export const samplesPresent = existsSync(samplesDir);

export function readSample(name: string): Buffer {
  return readFileSync(resolve(samplesDir, name));
}
