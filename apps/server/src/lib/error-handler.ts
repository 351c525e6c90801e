import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, FieldValidationError, LimitExceededError, statusOfDomainError } from './errors';
import { problem } from './problem';

const readableFieldPath = (instancePath: string, fallback: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;

/** One place that turns every thrown error into the JSON error shape; 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => ({
        field: readableFieldPath(issue.instancePath, part),
        message: issue.message ?? 'Invalid value.',
      }));
      const first = errors[0];
      const title = first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request.';
      return reply.status(400).send(problem(400, title, { errors }));
    }
    if (error instanceof DomainError) {
      const status = statusOfDomainError(error);
      if (error instanceof LimitExceededError && error.retryAfterSeconds) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const errors = error instanceof FieldValidationError ? error.errors : undefined;
      return reply.status(status).send(problem(status, error.message, { detail: error.detail, errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(problem(500, 'Something went wrong on our side. Please try again.'));
    }
    // Plugins such as @fastify/rate-limit throw plain objects carrying a statusCode.
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(problem(status, 'Something went wrong on our side. Please try again.'));
    }
    if (status === 429) {
      const title = 'title' in error && typeof error.title === 'string' ? error.title : undefined;
      return reply
        .status(429)
        .send(problem(429, title ?? 'Too many requests. Please wait a moment and try again.'));
    }
    return reply.status(status).send(problem(status, friendlyClientMessage(error)));
  });
}

function friendlyClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (at most 1 MB).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    default:
      return error.message;
  }
}
