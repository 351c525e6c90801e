import type { Kysely } from 'kysely';
import { isDatabaseBusy } from './database-busy';

/** A short write; it may run twice (see SqliteWriteBatcher), so it does nothing but database work. */
export type WriteWork<DB, T> = (trx: Kysely<DB>) => Promise<T>;

interface Queued<DB> {
  work: WriteWork<DB, unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit for SQLite: writes requested while a transaction is running (or in the same turn of the event
 * loop) run together in the next transaction and are answered once it commits. SQLite has one writer at a
 * time anyway, and a commit costs more than a typical write: the search index writes a new segment per
 * transaction, so one commit for thirty highlights instead of thirty halves the cost of each.
 * No savepoint separates the writes: FTS5 writes a segment at every savepoint release, which took back most
 * of the gain. Instead, when any write of a batch fails (or the commit does), the transaction rolls back
 * whole and each of its writes runs again in a transaction of its own, so only the failing one fails and no
 * caller is told "saved" for a row that was not kept. Except when the database was busy (another process
 * held it past busy_timeout): that is no write's fault, and retrying each would make every one wait again.
 */
export class SqliteWriteBatcher<DB> {
  readonly #db: Kysely<DB>;
  readonly #maxBatch: number;
  #queue: Queued<DB>[] = [];
  #running = false;

  constructor(db: Kysely<DB>, maxBatch = 64) {
    this.#db = db;
    this.#maxBatch = maxBatch;
  }

  write<T>(work: WriteWork<DB, T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#running || this.#queue.length === 0) return;
    this.#running = true;
    // After the current I/O callbacks: requests that arrived together are written together.
    setImmediate(() => {
      void this.#flush().finally(() => {
        this.#running = false;
        this.#schedule();
      });
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#queue.splice(0, this.#maxBatch);
    if (batch.length > 1) {
      let values: unknown[] | undefined;
      try {
        values = await this.#db.transaction().execute(async (trx) => {
          const results: unknown[] = [];
          for (const item of batch) results.push(await item.work(trx));
          return results;
        });
      } catch (error) {
        if (isDatabaseBusy(error)) {
          for (const item of batch) item.reject(error);
          return;
        }
        // Rolled back whole: each write is tried again alone below.
      }
      if (values) {
        for (const [index, item] of batch.entries()) item.resolve(values[index]);
        return;
      }
    }
    for (const item of batch) {
      try {
        item.resolve(await this.#db.transaction().execute(item.work));
      } catch (error) {
        item.reject(error);
      }
    }
  }
}
