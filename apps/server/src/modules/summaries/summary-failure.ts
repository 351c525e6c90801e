import { AiServiceError } from '../../ai/ai-errors';
import { DomainError } from '../../lib/errors';

// AbortSignal.timeout() raises TimeoutError; the job runner raises JobTimeoutError when an attempt overruns.
const TIMEOUT_ERROR_NAMES = new Set(['AbortError', 'TimeoutError', 'JobTimeoutError']);

export const AI_TIMEOUT_MESSAGE = 'The AI service did not answer in time. Please retry.';
export const AI_FAILURE_MESSAGE = 'The AI service could not generate this summary. Please retry later.';

/**
 * The `error` a person reads on a FAILED summary: the AI service's own readable account when it gave one,
 * never a stack trace or a library's raw message.
 */
export function readableFailure(error: unknown): string {
  if (error instanceof DomainError || error instanceof AiServiceError) return error.message;
  if (error instanceof Error && TIMEOUT_ERROR_NAMES.has(error.name)) return AI_TIMEOUT_MESSAGE;
  // The PostgreSQL queue hands final failures over as plain errors carrying only the message.
  if (error instanceof Error && /did not (finish|answer) within/i.test(error.message))
    return AI_TIMEOUT_MESSAGE;
  return AI_FAILURE_MESSAGE;
}
