import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, hasErrors, schemaErrors } from './form-errors';

interface Values {
  name: string;
  tags: string;
}
const fieldOf = (path: string): keyof Values | undefined =>
  path === 'name' ? 'name' : path.startsWith('tags') ? 'tags' : undefined;

describe('fieldErrors', () => {
  it('puts each message on its field, the first per field winning, and drops unknown paths', () => {
    expect(
      fieldErrors<Values>(
        [
          { path: 'tags.2', message: 'Too long.' },
          { path: 'tags.3', message: 'Also too long.' },
          { path: 'elsewhere', message: 'Ignored.' },
        ],
        fieldOf,
      ),
    ).toEqual({ tags: 'Too long.' });
  });
});

describe('schemaErrors', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name it.'),
    tags: z.array(z.string().max(3, 'Short tags.')),
  });

  it('reports the schema messages on the form fields', () => {
    expect(
      schemaErrors<Values, z.input<typeof schema>>(schema, { name: '', tags: ['ok', 'long'] }, fieldOf),
    ).toEqual({
      name: 'Name it.',
      tags: 'Short tags.',
    });
  });

  it('finds nothing in a valid body', () => {
    const found = schemaErrors<Values, z.input<typeof schema>>(schema, { name: 'a', tags: [] }, fieldOf);
    expect(found).toEqual({});
    expect(hasErrors(found)).toBe(false);
    expect(hasErrors({ name: undefined, tags: 'x' })).toBe(true);
  });
});
