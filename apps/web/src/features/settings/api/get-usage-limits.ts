import { type DailyUsageLimits, dailyUsageLimitsSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usageLimitKeys } from '@/lib/query-keys';

export function getDailyUsageLimits(signal?: AbortSignal): Promise<DailyUsageLimits> {
  return apiRequest('/api/v1/usage-limits/daily', { schema: dailyUsageLimitsSchema, signal });
}

export const usageLimitsQueryOptions = queryOptions({
  queryKey: usageLimitKeys.all,
  queryFn: ({ signal }) => getDailyUsageLimits(signal),
});

export function useDailyUsageLimits() {
  return useQuery(usageLimitsQueryOptions);
}
