import type { Db } from '../db/database';
import { DatabaseWindowCounter } from './window-counter.repository';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Epoch ms when the window ends and the count starts again from zero. */
  resetAt: number;
}

/**
 * Fixed-window hit counters: the rate limits and account locks. One process keeps them in memory; processes
 * that share a PostgreSQL database share them through it, so a limit does not multiply with the processes.
 */
export interface WindowCounter {
  /** Counts a hit on `key` and answers the window's count; a window starts at the first hit after the last. */
  hit(key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /** The count without a hit (zero hits when the window is over). */
  peek(key: string, now?: number): Promise<WindowCount>;
  clear(key: string): Promise<void>;
}

/** SQLite serves one process: memory. PostgreSQL may serve several: the database. */
export function createWindowCounter(db: Db): WindowCounter {
  return db.dialect === 'postgres' ? new DatabaseWindowCounter(db.kysely) : new MemoryWindowCounter();
}

export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, WindowCount>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const current = this.windows.get(key);
    const next =
      current && current.resetAt > now
        ? { hits: current.hits + 1, resetAt: current.resetAt }
        : { hits: 1, resetAt: now + windowMs };
    // Re-inserted so the map's order is least recently hit first: the oldest key goes when it is full.
    this.windows.delete(key);
    this.windows.set(key, next);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return next;
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount> {
    const current = this.windows.get(key);
    return current && current.resetAt > now ? current : { hits: 0, resetAt: now };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
