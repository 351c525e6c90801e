import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';

/** The signed-in person as better-auth's get-session returns them (the fields Precis reads). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * get-session answers `null` signed out, `{ session, user }` signed in. Checked by hand rather than with
 * zod because the shell loads this on every page and zod would weigh on the first load.
 */
export function parseSessionAnswer(data: unknown): SessionUser | null {
  if (data === null) return null;
  const user = isRecord(data) ? data.user : undefined;
  if (
    !isRecord(user) ||
    typeof user.id !== 'string' ||
    typeof user.name !== 'string' ||
    typeof user.email !== 'string' ||
    !(user.image === undefined || user.image === null || typeof user.image === 'string')
  ) {
    throw new TypeError('The session answer does not have the expected shape.');
  }
  return { id: user.id, name: user.name, email: user.email, image: user.image };
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.session,
  queryFn: async () =>
    (await apiRequest('/api/auth/get-session', { schema: { parse: parseSessionAnswer } })) ?? null,
  staleTime: 60_000,
});

/** The signed-in user, null when signed out, undefined while the first check runs. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
