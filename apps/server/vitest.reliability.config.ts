import { defineProject } from 'vitest/config';

/**
 * The long suites that start real server processes, kill them and inject faults. `npm test` runs them after
 * the fast suites (`npm run test:reliability`); `npm run test:fast` leaves them out.
 */
export default defineProject({
  test: {
    name: 'server-reliability',
    include: ['src/reliability/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
