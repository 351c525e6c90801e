import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullish(),
});

const sessionSchema = z.object({ user: sessionUserSchema }).nullable();

export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async () => (await apiRequest('/api/auth/get-session', { schema: sessionSchema }))?.user ?? null,
  staleTime: 60_000,
});

/** The signed-in user, null when signed out, undefined while the first check runs. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
