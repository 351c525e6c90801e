import { type ReviewToday, reviewTodaySchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from '@/lib/query-keys';

export function getReviewToday(signal?: AbortSignal): Promise<ReviewToday> {
  return apiRequest('/api/v1/review/today', { schema: reviewTodaySchema, signal });
}

export const reviewTodayQueryOptions = queryOptions({
  queryKey: reviewKeys.today(),
  queryFn: ({ signal }) => getReviewToday(signal),
});

export function useReviewToday() {
  return useQuery(reviewTodayQueryOptions);
}
