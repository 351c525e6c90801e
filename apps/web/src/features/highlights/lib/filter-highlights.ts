import { type Highlight, searchableTexts } from '@precis/shared';

/**
 * The client-side filter: case-insensitive, over the same texts the server searches (searchableTexts).
 * A blank term keeps everything.
 */
export function filterHighlights(highlights: readonly Highlight[], term: string): Highlight[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...highlights];
  return highlights.filter((highlight) =>
    searchableTexts(highlight).some((text) => text.toLowerCase().includes(needle)),
  );
}
