import type { FastifyRequest } from 'fastify';

/** Who a service acts for: the signed-in user and the time zone their local days are counted in. */
export interface Caller {
  userId: string;
  timeZone: string;
}

/** The caller of a request that passed sign-in. Services take it as `(context, caller, input)`. */
export const callerOf = (request: FastifyRequest): Caller => ({
  userId: request.user.id,
  timeZone: request.timeZone,
});
