import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paramsBeforeValidation } from './params-before-validation';

const schema = z.object({
  id: z
    .string()
    .min(1)
    .transform((id) => id.toUpperCase()),
});
const request = (params: unknown) => ({ params }) as FastifyRequest;

describe('paramsBeforeValidation', () => {
  it('parses the params with the route schema', () => {
    expect(paramsBeforeValidation(schema, request({ id: 'abc' }))).toEqual({ id: 'ABC' });
  });

  it('gives undefined for params the schema refuses, leaving the 400 to the route', () => {
    expect(paramsBeforeValidation(schema, request({ id: '' }))).toBeUndefined();
    expect(paramsBeforeValidation(schema, request(undefined))).toBeUndefined();
  });
});
