import { FieldValidationError } from './errors';

/** A position in a list as an opaque text: the order keys of the last item sent, base64url-encoded JSON. */
export type CursorKeys = readonly (string | number | null)[];

export function encodeCursor(keys: CursorKeys): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/**
 * The keys a cursor holds, checked against the kinds the list expects ('string', 'number', or 'number or null');
 * a cursor that was not made by encodeCursor for this list answers 400.
 */
export function decodeCursor<const Kinds extends readonly CursorKind[]>(
  cursor: string,
  kinds: Kinds,
): { [K in keyof Kinds]: CursorValue<Kinds[K]> } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== kinds.length) throw invalidCursor();
  const matches = kinds.every((kind, index) => {
    const item: unknown = value[index];
    if (kind === 'string') return typeof item === 'string';
    if (kind === 'number') return typeof item === 'number' && Number.isFinite(item);
    return item === null || (typeof item === 'number' && Number.isFinite(item));
  });
  if (!matches) throw invalidCursor();
  return value as { [K in keyof Kinds]: CursorValue<Kinds[K]> };
}

type CursorKind = 'string' | 'number' | 'number or null';
type CursorValue<K extends CursorKind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : number | null;

function invalidCursor(): FieldValidationError {
  const message = 'This cursor is not valid: use the nextCursor of a previous page of the same list.';
  return new FieldValidationError(message, [{ field: 'cursor', message }]);
}
