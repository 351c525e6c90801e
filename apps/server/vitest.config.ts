import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The reliability suites are their own project (vitest.reliability.config.ts), run by `npm test` too.
    exclude: [...configDefaults.exclude, 'src/reliability/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
