// Bundles the server for production (npm run build): `node dist/server.js` (with the flags of `npm start`) starts
// without compiling TypeScript at run time, which saves the memory tsx keeps for it. npm packages stay
// external and load from node_modules; the workspace package @precis/shared is TypeScript source, so it is
// bundled in. Dynamic imports (pg-boss, the AI SDK providers) become chunks loaded only when used.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@precis/shared' || args.path.startsWith('@precis/shared/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outdir,
  // Chunks sit next to server.js: web-app.ts finds the web build relative to its own file.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  keepNames: true,
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
