// Bundles the server for production (npm run build): `node dist/server.js` (with the flags of `npm start`) starts
// without compiling TypeScript at run time, which saves the memory tsx keeps for it. Dynamic imports (pg-boss,
// the AI SDK providers) become chunks loaded only when used. The built-in AI's judges are learned here, once,
// and stored in dist/learned-models, where the server reads them (learned-models.ts); its word vectors are copied.
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { learnerBundleOptions, serverBundleOptions } from './bundle-options.mjs';

const outdir = path.join(import.meta.dirname, 'dist');

rmSync(outdir, { recursive: true, force: true });
await build(serverBundleOptions(outdir));
// The categoriser's word vectors, where word-vectors.ts looks for them: beside the module that reads them.
copyFileSync(
  path.join(import.meta.dirname, 'src/ai/builtin/word-vectors.bin'),
  path.join(outdir, 'word-vectors.bin'),
);

// Bundled, run once from beside the server's chunks so it stores the models where they look, then removed.
const learner = path.join(outdir, 'learn-models.mjs');
await build(learnerBundleOptions(learner));
execFileSync(process.execPath, [learner], { stdio: 'inherit' });
rmSync(learner);
