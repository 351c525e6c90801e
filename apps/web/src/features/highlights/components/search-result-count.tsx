import { SEARCH_ALL_DAYS_LIMIT } from '@precis/shared';

/** "3 highlights match “kyoto” in all days", announced politely as the results change. */
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
  const text =
    count === undefined
      ? ''
      : `${count === 1 ? '1 highlight matches' : `${count} highlights match`} “${term}” ${where}.`;
  const capped = allDays && count !== undefined && count >= SEARCH_ALL_DAYS_LIMIT;
  return (
    <p role="status" className="mb-4 min-h-5 text-sm text-muted-foreground wrap-anywhere">
      {text}
      {capped && ` Showing the newest ${SEARCH_ALL_DAYS_LIMIT}; add a word to narrow the search.`}
    </p>
  );
}
