import type { Kysely } from 'kysely';

/** A short write; it may run twice (see WriteBatcher), so it does nothing but database work. */
export type WriteWork<DB, T> = (trx: Kysely<DB>) => Promise<T>;

interface Queued<DB> {
  work: WriteWork<DB, unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface WriteBatcherOptions {
  /** Writes per transaction at most. */
  maxBatch?: number;
  /** An error that is no write's fault (the database was busy): it fails the whole batch, with no retries. */
  failsEveryWrite?: (error: unknown) => boolean;
}

/**
 * Group commit: writes requested while a transaction is running (or in the same turn of the event loop) run
 * together in the next transaction and are answered once it commits. A commit costs more than a typical
 * write. On SQLite, which has one writer at a time anyway, the search index writes a new segment per
 * transaction: one commit for thirty highlights instead of thirty halves the cost of each. On PostgreSQL each
 * commit waits for its WAL flush, and a user's creates queue on the daily-limit lock, held until commit, so
 * one transaction per create allowed a user one create per flush.
 * No savepoint separates the writes: FTS5 writes a segment at every savepoint release, which took back most
 * of the gain. Instead, when any write of a batch fails (or the commit does), the transaction rolls back
 * whole and each of its writes runs again in a transaction of its own, so only the failing one fails and no
 * caller is told "saved" for a row that was not kept. Except when the database was busy (another process
 * held it past busy_timeout): that is no write's fault, and retrying each would make every one wait again.
 */
export class WriteBatcher<DB> {
  readonly #db: Kysely<DB>;
  readonly #maxBatch: number;
  readonly #failsEveryWrite: (error: unknown) => boolean;
  #queue: Queued<DB>[] = [];
  #running = false;

  constructor(db: Kysely<DB>, { maxBatch = 64, failsEveryWrite = () => false }: WriteBatcherOptions = {}) {
    this.#db = db;
    this.#maxBatch = maxBatch;
    this.#failsEveryWrite = failsEveryWrite;
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
        if (this.#failsEveryWrite(error)) {
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
