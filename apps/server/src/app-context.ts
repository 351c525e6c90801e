import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Db } from './db/database';

/** What every feature module receives: the typed config and the shared services, built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  auth: Auth;
}
