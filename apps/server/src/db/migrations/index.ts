import type { DialectMigration } from '../migrate';
import { preferences } from './0001-preferences';

/** Every migration, in order. Names sort as they run; a new one goes at the end with the next number. */
export const migrations: Record<string, DialectMigration> = {
  '0001-preferences': preferences,
};
