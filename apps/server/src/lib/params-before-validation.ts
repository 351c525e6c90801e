import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A route's params read in a preValidation hook, which runs before the route schema checks them (to answer
 * 404 for someone else's record before its body is judged). Parsed with the same schema the route declares;
 * undefined when they do not match, and the schema then answers 400 as on any route.
 */
export function paramsBeforeValidation<Schema extends z.ZodType>(
  schema: Schema,
  request: FastifyRequest,
): z.output<Schema> | undefined {
  const parsed = schema.safeParse(request.params);
  return parsed.success ? parsed.data : undefined;
}
