import { describe } from 'vitest';
import { testDialects } from './databases';

/** True when TEST_DATABASE_URL points at a PostgreSQL server the tests may use. */
export const postgresAvailable = testDialects.includes('postgres');

/**
 * The one way to declare a suite that only means something on PostgreSQL. Without TEST_DATABASE_URL the
 * suite is reported as skipped, so its file still yields a suite and the SQLite-only run passes.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  describe.skipIf(!postgresAvailable)(name, body);
}
