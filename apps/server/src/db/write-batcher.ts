import { type Kysely, sql } from 'kysely';

export type WriteWork<DB, T> = (trx: Kysely<DB>) => Promise<T>;

interface Queued<DB> {
  work: WriteWork<DB, unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit for SQLite: writes requested while a transaction is running (or in the same turn of the event
 * loop) run together in the next transaction, each inside its own savepoint, and are answered once it commits.
 * SQLite has one writer at a time anyway, and a commit costs more than a typical write: the search index
 * flushes a new segment per transaction, so one commit for thirty highlights instead of thirty halves the
 * cost of each. A write that fails rolls back to its savepoint and fails alone; when the commit itself fails,
 * every write of the batch fails, and none is acknowledged, so no caller is told "saved" for a lost row.
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
    const outcomes: (() => void)[] = [];
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`SAVEPOINT batched_write`.execute(trx);
          try {
            const value = await item.work(trx);
            await sql`RELEASE batched_write`.execute(trx);
            outcomes.push(() => item.resolve(value));
          } catch (error) {
            await sql`ROLLBACK TO batched_write`.execute(trx);
            await sql`RELEASE batched_write`.execute(trx);
            outcomes.push(() => item.reject(error));
          }
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const settle of outcomes) settle();
  }
}
