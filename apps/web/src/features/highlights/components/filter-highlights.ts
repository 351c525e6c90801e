import { categoryDisplayName, type Highlight } from '@precis/shared';

/**
 * The client-side filter of spec section 4: case-insensitive, over content, source, categories (code and
 * display name), tags and comment. A blank term keeps everything.
 */
export function filterHighlights(highlights: readonly Highlight[], term: string): Highlight[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...highlights];
  return highlights.filter((highlight) =>
    [
      highlight.content,
      highlight.source ?? '',
      highlight.comment ?? '',
      ...highlight.categories,
      ...highlight.categories.map(categoryDisplayName),
      ...highlight.tags,
    ].some((text) => text.toLowerCase().includes(needle)),
  );
}
