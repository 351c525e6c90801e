import type { FastifyInstance } from 'fastify';
import { FieldValidationError, NotFoundError } from './errors';

const NUL = '\u0000';
/**
 * Half of a surrogate pair without the other half (JSON's "\ud800"): no character at all. Stored as UTF-8 it
 * became U+FFFD in one column and stayed in another, so a source named with one was never matched again.
 */
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const holdsNul = (text: string) => text.includes(NUL);
const holdsLoneSurrogate = (text: string) => LONE_SURROGATE_RE.test(text);

/** The path (`content`, `tags.2`) of the first string holding U+0000 in a parsed query or body, or undefined. */
export const pathOfNul = (value: unknown): string | undefined => pathOfText(value, holdsNul);

/**
 * The path of the first string (or key) the test holds for, or undefined. Iterative: a body of 1 MB may nest far
 * deeper than the call stack allows.
 */
function pathOfText(value: unknown, holds: (text: string) => boolean): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (holds(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (holds(key)) return path ? `${path}.${key}` : key;
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/**
 * Refuses U+0000 and lone surrogates in any query string, body or path parameter, before a route sees them.
 * PostgreSQL text cannot hold U+0000 (the query fails), and SQLite's full-text query parser stops at it: both
 * were 500s. Nobody types either, so a request carrying one is refused with the field named; an id carrying one
 * matches nothing (404).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { params, query, body } = request;
    if (pathOfNul(params) !== undefined || pathOfText(params, holdsLoneSurrogate) !== undefined)
      throw new NotFoundError('Nothing matches this id.');
    const nul = pathOfNul(query) ?? pathOfNul(body);
    if (nul !== undefined) {
      const name = nul || 'body';
      throw new FieldValidationError(
        `The ${name} field contains a NUL character (U+0000), which text cannot hold.`,
        [{ field: name, message: 'Remove the NUL character (U+0000).' }],
      );
    }
    const lone = pathOfText(query, holdsLoneSurrogate) ?? pathOfText(body, holdsLoneSurrogate);
    if (lone === undefined) return;
    const name = lone || 'body';
    throw new FieldValidationError(
      `The ${name} field contains half of a UTF-16 surrogate pair (such as \\ud800) without the other half, which is no character.`,
      [{ field: name, message: 'Remove the unpaired surrogate or send the whole character.' }],
    );
  });
}
