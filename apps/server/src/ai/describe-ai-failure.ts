import { APICallError, RetryError } from 'ai';
import { AiServiceError } from './ai-errors';

/**
 * Words a failed model call for the person who reads it on a FAILED summary (see AiServiceError). Apart from
 * ai-errors.ts so that a server on the built-in engine never loads the AI SDK.
 */
export function describeAiFailure(error: unknown, provider: string, timeoutMs: number): Error {
  if (error instanceof AiServiceError) return error;
  const cause = RetryError.isInstance(error) ? (error.lastError ?? error) : error;
  if (isTimeout(cause)) {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
    return new AiServiceError(`The AI service (${provider}) did not answer within ${limit}.`);
  }
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 401 || cause.statusCode === 403) {
      return new AiServiceError(
        `The AI service (${provider}) refused the request (HTTP ${cause.statusCode}): check AI_API_KEY.`,
      );
    }
    if (cause.statusCode === 404) {
      return new AiServiceError(
        `The AI service (${provider}) answered HTTP 404: check AI_BASE_URL and AI_MODEL.`,
      );
    }
    if (cause.statusCode !== undefined) {
      return new AiServiceError(
        `The AI service (${provider}) answered with an error (HTTP ${cause.statusCode}).`,
      );
    }
    return new AiServiceError(`The AI service (${provider}) could not be reached: ${cause.message}`);
  }
  if (cause instanceof Error && /fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|socket/i.test(cause.message)) {
    return new AiServiceError(`The AI service (${provider}) could not be reached.`);
  }
  return cause instanceof Error ? cause : new AiServiceError(`The AI service (${provider}) failed.`);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || /timed? ?out/i.test(error.message));
}
