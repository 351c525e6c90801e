import type { JobHandler } from './job-queue';

/** The attempt outlived its handler's time limit. */
export class JobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
    super(`The job did not finish within ${limit} and was stopped.`);
    this.name = 'JobTimeoutError';
  }
}

/** The server began shutting down while the attempt ran; the job is handed back, not failed. */
export class JobInterruptedError extends Error {
  constructor() {
    super('The server stopped while this job was running.');
    this.name = 'JobInterruptedError';
  }
}

export type AttemptOutcome = { ok: true } | { ok: false; error: Error };

export interface AttemptInput<P> {
  handler: JobHandler<P>;
  payload: P;
  jobId: string;
  attempt: number;
  isFinalAttempt: boolean;
  timeoutMs: number;
  /** Aborts every attempt in flight when the queue stops. */
  stopSignal: AbortSignal;
}

/**
 * Runs one attempt with its time limit. The handler sees an AbortSignal that fires on timeout or shutdown;
 * the attempt settles at that moment even if the handler ignores the signal, so a stuck handler cannot
 * hold a worker slot forever.
 */
export async function runAttempt<P>(input: AttemptInput<P>): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new JobTimeoutError(input.timeoutMs)), input.timeoutMs);
  const onStop = () => controller.abort(new JobInterruptedError());
  if (input.stopSignal.aborted) onStop();
  else input.stopSignal.addEventListener('abort', onStop, { once: true });
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(toError(controller.signal.reason));
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {});
  try {
    const work = Promise.resolve().then(() =>
      input.handler(input.payload, {
        jobId: input.jobId,
        attempt: input.attempt,
        isFinalAttempt: input.isFinalAttempt,
        signal: controller.signal,
      }),
    );
    await Promise.race([work, aborted]);
    return { ok: true };
  } catch (error) {
    // A handler that rejects with the signal's own AbortError after a timeout still reads as the timeout.
    const reason = controller.signal.aborted ? toError(controller.signal.reason) : toError(error);
    return { ok: false, error: reason };
  } finally {
    clearTimeout(timer);
    input.stopSignal.removeEventListener('abort', onStop);
  }
}

export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : 'The job failed for an unknown reason.');
}

/** What the owning record stores: one readable line, never a stack trace. */
export function readableError(error: Error): string {
  const message = error.message.trim() || error.name;
  return message.length > 1000 ? `${message.slice(0, 997)}...` : message;
}
