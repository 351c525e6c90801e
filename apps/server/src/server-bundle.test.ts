import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBundleOptions } from '../bundle-options.mjs';

describe('the server bundle', () => {
  it('reads the judges the build stored and holds none of the labelled days they were learned from', async () => {
    const result = await build({
      ...serverBundleOptions(path.join(os.tmpdir(), 'precis-bundle-check')),
      absWorkingDir: path.resolve(import.meta.dirname, '..'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile?.inputs ?? {});
    expect(inputs).toContain('src/ai/builtin/learned-models.ts');
    expect(inputs).toContain('src/ai/builtin/learn-default-models-unavailable.ts');
    expect(inputs.filter((input) => /labelled-|action-items-|learn-default-models\.ts/.test(input))).toEqual(
      [],
    );
    // What a summary needs is still there.
    expect(inputs).toContain('src/ai/builtin/summary-shapes.ts');
  });
});
