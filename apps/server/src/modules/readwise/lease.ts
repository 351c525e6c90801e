import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database';
import { ConflictError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { releaseLease, renewLease, takeLease } from './leases.repository';

export interface LeaseOptions {
  /** How long a lease lasts without renewal: how long a dead holder blocks the others. */
  leaseMs: number;
  /** How long to wait for a busy lease before giving up with a ConflictError. */
  waitMs: number;
  /** The message of that ConflictError. */
  busyMessage: string;
}

const POLL_MS = 25;

/**
 * Runs `work` while holding the lease on `key`, so processes that share a PostgreSQL database run it one at a
 * time. The lease is renewed while the work runs and lapses on its own if this process dies. SQLite serves a
 * single process, whose own serialisation is enough: there `work` just runs.
 */
export async function withLease<T>(
  db: Db,
  key: string,
  options: LeaseOptions,
  work: () => Promise<T>,
): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  const holder = newId();
  const giveUpAt = Date.now() + options.waitMs;
  while (!(await takeLease(db.kysely, key, holder, options.leaseMs))) {
    if (Date.now() >= giveUpAt) throw new ConflictError(options.busyMessage);
    await sleep(POLL_MS + Math.random() * POLL_MS);
  }
  const renewal = setInterval(
    () => void renewLease(db.kysely, key, holder, options.leaseMs).catch(() => undefined),
    Math.max(1, Math.floor(options.leaseMs / 3)),
  );
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await releaseLease(db.kysely, key, holder);
  }
}
