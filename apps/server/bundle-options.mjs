// The esbuild options of the server bundle and of the run that stores the judges' learned models (build.mjs),
// shared with the test that checks what the bundle holds (src/server-bundle.test.ts).
import path from 'node:path';

const here = import.meta.dirname;

// npm packages stay external and load from node_modules; the workspace package @precis/shared is TypeScript
// source, so it is bundled in.
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

// The server reads the judges' stored models; the labelled days they were learned from stay out of its bundle.
const storedJudgesOnly = {
  name: 'stored-judges-only',
  setup(builder) {
    builder.onResolve({ filter: /\/learn-default-models$/ }, (args) => ({
      path: path.join(args.resolveDir, 'learn-default-models-unavailable.ts'),
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
};

/** The server: `node <outdir>/server.js`. */
export const serverBundleOptions = (outdir) => ({
  ...common,
  entryPoints: [path.join(here, 'src/server.ts')],
  outdir,
  // Chunks sit next to server.js: web-app.ts finds the web build relative to its own file, learned-models.ts
  // the stored models.
  chunkNames: '[name]-[hash]',
  splitting: true,
  keepNames: true,
  sourcemap: true,
  plugins: [externalPackages, storedJudgesOnly],
});

/** A script that learns every judge and stores the models in `<its folder>/learned-models`. */
export const learnerBundleOptions = (outfile) => ({
  ...common,
  stdin: {
    contents:
      "import { writeAllLearnedModels } from './src/ai/builtin/write-learned-models';\n" +
      'writeAllLearnedModels();\n',
    resolveDir: here,
    loader: 'ts',
  },
  outfile,
  plugins: [externalPackages],
});
