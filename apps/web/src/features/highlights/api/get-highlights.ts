import { type Highlight, highlightSchema } from '@precis/shared';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { highlightKeys } from '@/lib/query-keys';

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

export interface HighlightDayPage {
  highlights: Highlight[];
  /** The cursor of the next page, from the answer's Link header; undefined on the last page. */
  nextCursor?: string;
}

/** The cursor of a `Link: <...cursor=...>; rel="next"` header. */
export function nextCursorOf(link: string | null): string | undefined {
  const target = link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined;
  return target ? (new URL(target, 'http://localhost').searchParams.get('cursor') ?? undefined) : undefined;
}

/** One page of a day's highlights (the server answers at most a page and links the next). */
export async function getHighlightDayPage(
  params: HighlightListParams & { cursor?: string },
  signal?: AbortSignal,
): Promise<HighlightDayPage> {
  let nextCursor: string | undefined;
  const searchTerm = params.searchTerm?.trim();
  const highlights = await apiRequest('/api/v1/highlights', {
    query: {
      date: params.date,
      searchTerm,
      cursor: params.cursor,
    },
    schema: z.array(highlightSchema),
    signal,
    onHeaders: (headers) => {
      nextCursor = nextCursorOf(headers.get('link'));
    },
  });
  return { highlights, nextCursor };
}

/**
 * A day's highlights, a page at a time: the page loads more as the person scrolls. A search of every day
 * (no date) is one page.
 */
export function useHighlightDay(params: HighlightListParams) {
  return useInfiniteQuery({
    queryKey: highlightKeys.pages(params),
    queryFn: ({ pageParam, signal }) => getHighlightDayPage({ ...params, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].date === (params.date ?? '') ? previous : undefined,
    refetchInterval: (query) =>
      awaitsCategories(query.state.data?.pages.flatMap((page) => page.highlights)) ? AI_POLL_MS : false,
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
