import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { FieldValidationError } from './errors';

describe('cursors', () => {
  it('give back the keys they were made of', () => {
    const cursor = encodeCursor([1_700_000_000_000, 'id-1', null]);
    expect(decodeCursor(cursor, ['number', 'string', 'number or null'])).toEqual([
      1_700_000_000_000,
      'id-1',
      null,
    ]);
  });

  it.each([
    'not base64 json!',
    encodeCursor(['a']),
    encodeCursor([1, 2]),
    Buffer.from('{}').toString('base64url'),
  ])('refuse a cursor not made for the list: %s', (cursor) => {
    expect(() => decodeCursor(cursor, ['number', 'string'])).toThrow(FieldValidationError);
  });
});
