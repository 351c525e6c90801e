import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/database-busy';
import { DomainError, FieldValidationError, LimitExceededError, statusOfDomainError } from './errors';
import { problem } from './problem';

const BUSY_RETRY_AFTER_SECONDS = 2;

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
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy: the request was refused with 503');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return reply.status(503).send(problem(503, 'The database is busy. Please try again.'));
    }
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
    return reply
      .status(status)
      .send(problem(status, friendlyClientMessage(error, request.routeOptions.bodyLimit)));
  });
}

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function friendlyClientMessage(error: FastifyError, bodyLimit: number | undefined): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (at most ${readableSize(bodyLimit ?? 1024 * 1024)}).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    default:
      return error.message;
  }
}

/**
 * Fastify's `frameworkErrors`: a URL with a malformed percent-escape, or a path parameter over the router's
 * length limit, is refused before routing, so neither hooks nor the error handler run. The answer is written
 * here in the same error shape; helmet did not run either, so it carries the strictest policy itself.
 */
export function refuseUnroutableUrl(
  error: FastifyError,
  reply: { hijack(): void; raw: ServerResponse },
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const title =
    status === 414 ? 'The request URL is too long.' : 'The request URL is not valid (bad percent-encoding).';
  const body = JSON.stringify(problem(status, title));
  reply.hijack();
  reply.raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
  reply.raw.end(body);
}
