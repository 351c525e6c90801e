import type { FastifyInstance } from 'fastify';
import { FieldValidationError, NotFoundError } from './errors';

const NUL = '\u0000';

/**
 * The path (`content`, `tags.2`) of the first string holding U+0000 in a parsed query or body, or undefined.
 * Iterative: a body of 1 MB may nest far deeper than the call stack allows.
 */
export function pathOfNul(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return path ? `${path}.${key}` : key;
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/**
 * Refuses U+0000 in any query string, body or path parameter, before a route sees it. PostgreSQL text cannot
 * hold it (the query fails), and SQLite's full-text query parser stops at it: both were 500s. Nobody types
 * it, so a request carrying one is refused with the field named; an id carrying one matches nothing (404).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (pathOfNul(request.params) !== undefined) throw new NotFoundError('Nothing matches this id.');
    const field = pathOfNul(request.query) ?? pathOfNul(request.body);
    if (field === undefined) return;
    const name = field || 'body';
    throw new FieldValidationError(
      `The ${name} field contains a NUL character (U+0000), which text cannot hold.`,
      [{ field: name, message: 'Remove the NUL character (U+0000).' }],
    );
  });
}
