import { SEARCH_ALL_DAYS_LIMIT } from '@precis/shared';

/**
 * "3 highlights match “kyoto” in all days", "200 or more highlights match “the” in all days. Showing the newest
 * 200; ...", announced politely as the results change.
 */
export function SearchResultCount({
  count,
  term,
  where,
  allDays,
}: {
  count: number | undefined;
  term: string;
  /** "in all days" or "on November 25, 2026". */
  where: string;
  allDays: boolean;
}) {
  // An all-days search stops at its limit, so a full page says "or more": thousands may match.
  const capped = allDays && count !== undefined && count >= SEARCH_ALL_DAYS_LIMIT;
  const matches =
    count === 1 ? '1 highlight matches' : `${count}${capped ? ' or more' : ''} highlights match`;
  const text = count === undefined ? '' : `${matches} “${term}” ${where}.`;
  return (
    <p role="status" className="mb-4 min-h-5 text-sm text-muted-foreground wrap-anywhere">
      {text}
      {capped && ` Showing the newest ${SEARCH_ALL_DAYS_LIMIT}; add a word to narrow the search.`}
    </p>
  );
}
