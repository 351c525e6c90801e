import { it } from 'vitest';
import { samplesDir, samplesPresent } from './real-samples.test-helper';

/**
 * A test that reads the real samples. Without the samples folder it is reported as skipped, and its name
 * says why, so a checkout without ../shared still passes and shows what it did not check.
 */
export function itWithSamples(name: string, body: () => Promise<void> | void, timeout?: number): void {
  if (samplesPresent) it(name, body, timeout);
  else it.skip(`${name} (skipped: the real samples folder ${samplesDir} is missing)`, body);
}
