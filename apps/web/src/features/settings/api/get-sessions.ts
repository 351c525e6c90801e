import { type SessionInfo, sessionInfoSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionListKeys } from '@/lib/query-keys';

const sessionListSchema = sessionInfoSchema.array();

export function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return apiRequest('/api/v1/sessions', { schema: sessionListSchema, signal });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionListKeys.all,
  queryFn: ({ signal }) => getSessions(signal),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
