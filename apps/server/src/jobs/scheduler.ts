import type { JobLogger } from './job-queue-base';

export type SchedulerTick = (now: Date) => Promise<void>;

interface Entry {
  name: string;
  everyMs: number;
  tick: SchedulerTick;
  timer?: NodeJS.Timeout;
  /** The tick in progress, so one process never runs the same tick twice at once. */
  running?: Promise<void>;
}

/**
 * Recurring work (automatic summaries, e-mail digests). Every process with workers on runs every tick on
 * its own timer, so ticks MUST be safe to run concurrently in several processes and repeatedly: a tick
 * finds what is due and claims each item atomically before acting, e.g. an insert guarded by a unique
 * index (one automatic summary per user and period), or a compare-and-set
 * `UPDATE ... SET next_run_at = <next> WHERE id = ? AND next_run_at = <seen>` whose row count says who won,
 * then enqueues the work with a uniqueKey naming the item and its period. Only the process that won the
 * claim enqueues, so each due item fires once; a tick that crashes mid-way is completed by the next one.
 * A tick should do little itself and enqueue the slow parts, so the job queue supplies retries.
 */
export class Scheduler {
  private readonly entries = new Map<string, Entry>();
  private started = false;

  constructor(private readonly logger: JobLogger) {}

  schedule(name: string, everyMs: number, tick: SchedulerTick): void {
    if (this.entries.has(name)) throw new Error(`A scheduled task "${name}" already exists`);
    if (!(everyMs > 0)) throw new Error(`The interval of scheduled task "${name}" must be positive`);
    const entry: Entry = { name, everyMs, tick };
    this.entries.set(name, entry);
    if (this.started) this.arm(entry, 0);
  }

  /** Starts the timers; each task ticks once soon after start (catching up after downtime), then every everyMs. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.entries.values()) this.arm(entry, 0);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    await Promise.allSettled([...this.entries.values()].map((entry) => entry.running));
  }

  /** Runs every task once at `now` and waits for them (tests, and an operator's manual catch-up). */
  async runAll(now: Date = new Date()): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => this.runTick(entry, now)));
  }

  private arm(entry: Entry, delayMs: number): void {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      void this.runTick(entry, new Date()).finally(() => {
        if (this.started) this.arm(entry, entry.everyMs);
      });
    }, delayMs);
    entry.timer.unref();
  }

  private runTick(entry: Entry, now: Date): Promise<void> {
    if (entry.running) return entry.running;
    const running = entry
      .tick(now)
      .catch((error: unknown) => this.logger.error({ task: entry.name, err: error }, 'scheduled task failed'))
      .finally(() => {
        entry.running = undefined;
      });
    entry.running = running;
    return running;
  }
}
