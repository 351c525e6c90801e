/**
 * A failure of the configured AI service, worded for the person who reads it on a FAILED summary: the
 * message names what went wrong (no answer in time, an HTTP error, an unreadable answer), never a stack.
 */
export class AiServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiServiceError';
  }
}
