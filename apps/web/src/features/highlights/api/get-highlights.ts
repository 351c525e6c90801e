import { type Highlight, highlightSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { highlightKeys } from './highlight-keys';

export interface HighlightListParams {
  /** The local day, yyyy-MM-dd; without it a search covers every day (newest first). */
  date?: string;
  searchTerm?: string;
}

export function getHighlights(params: HighlightListParams, signal?: AbortSignal): Promise<Highlight[]> {
  return apiRequest('/api/v1/highlights', {
    query: { date: params.date, searchTerm: params.searchTerm?.trim() },
    schema: z.array(highlightSchema),
    signal,
  });
}

const AI_WAIT_MS = 10 * 60_000;
export const AI_POLL_MS = 4000;

/** True while a recently saved highlight still waits for its AI categories, so lists refresh by themselves. */
export function awaitsCategories(highlights: readonly Highlight[] | undefined, now = Date.now()): boolean {
  return (highlights ?? []).some(
    (highlight) => !highlight.processed && now - Date.parse(highlight.createdDate) < AI_WAIT_MS,
  );
}

export const highlightsQueryOptions = (params: HighlightListParams) =>
  queryOptions({
    queryKey: highlightKeys.list(params),
    queryFn: ({ signal }) => getHighlights(params, signal),
    // Keeps the cards on screen while a new search term loads; a new day shows the spinner instead.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].date === (params.date ?? '') ? previous : undefined,
    refetchInterval: (query) => (awaitsCategories(query.state.data) ? AI_POLL_MS : false),
  });

export function useHighlights(params: HighlightListParams) {
  return useQuery(highlightsQueryOptions(params));
}
