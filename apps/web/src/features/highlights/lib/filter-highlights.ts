import { foldForSearch, type Highlight, searchableTexts } from '@precis/shared';

/**
 * The client-side filter: over the same texts the server searches (searchableTexts), folded the same way
 * (foldForSearch: case, apostrophes, accents).
 * A blank term keeps everything.
 */
export function filterHighlights(highlights: readonly Highlight[], term: string): Highlight[] {
  const needle = foldForSearch(term.trim().replace(/\s+/g, ' '));
  if (!needle) return [...highlights];
  return highlights.filter((highlight) =>
    searchableTexts(highlight).some((text) => foldForSearch(text).includes(needle)),
  );
}
