import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.reliability.config.ts',
      'apps/web',
      'apps/extension',
      'bench',
      // Checks over the whole repository (import boundaries of the server and the web app).
      { test: { name: 'repo', include: ['tests/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
