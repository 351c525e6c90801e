import type { Highlight } from '@precis/shared';

/**
 * The `ai_categories` column: the codes the AI added to a highlight's categories, as a JSON array, or null when
 * unknown (migration 0029).
 */
export function aiCategoriesJson(codes: readonly string[] | null | undefined): string | null {
  return codes ? JSON.stringify(codes) : null;
}

export function aiCategoriesFromJson(json: string | null): string[] | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}

/** What the AI reads of a highlight that a person may change: a change of either makes its codes stale. */
export type CategorisedText = Pick<Highlight, 'content' | 'comment'>;

export function sameText(one: CategorisedText, other: CategorisedText): boolean {
  return one.content === other.content && one.comment === other.comment;
}
