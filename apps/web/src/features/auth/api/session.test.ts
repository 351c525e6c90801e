import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSessionAnswer } from './session';

// The zod schema this hand-written check replaced (zod stays out of the first load); they must agree.
const sessionAnswerSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), image: z.string().nullish() }),
  })
  .nullable();

describe('parseSessionAnswer', () => {
  it('returns null when signed out and the user when signed in', () => {
    expect(parseSessionAnswer(null)).toBeNull();
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, emailVerified: false };
    expect(parseSessionAnswer({ session: { id: 's1' }, user })).toEqual({
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      image: null,
    });
  });

  it('accepts and rejects exactly what the zod schema did', () => {
    const user = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        name: fc.oneof(fc.string(), fc.constant(null)),
        email: fc.string(),
        image: fc.oneof(fc.string(), fc.constant(null), fc.boolean()),
      },
      { requiredKeys: [] },
    );
    const answer = fc.oneof(fc.record({ user: fc.oneof(user, fc.jsonValue()) }), fc.jsonValue());
    fc.assert(
      fc.property(answer, (value) => {
        const expected = sessionAnswerSchema.safeParse(value);
        if (expected.success) expect(parseSessionAnswer(value)).toEqual(expected.data?.user ?? null);
        else expect(() => parseSessionAnswer(value)).toThrow(TypeError);
      }),
      { numRuns: 2000 },
    );
  });
});
