import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';

/** The real export files beside the repository (../shared/samples/imports), never copied into it. */
export const samplesDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../shared/samples/imports',
);

export const samplesPresent = existsSync(samplesDir);

export function readSample(name: string): Buffer {
  return readFileSync(resolve(samplesDir, name));
}

/**
 * A test that reads the real samples. Without the samples folder it is reported as skipped, and its name
 * says why, so a checkout without ../shared still passes and shows what it did not check.
 */
export function itWithSamples(name: string, body: () => Promise<void> | void, timeout?: number): void {
  if (samplesPresent) it(name, body, timeout);
  else it.skip(`${name} (skipped: the real samples folder ${samplesDir} is missing)`, body);
}
