import { normaliseLabels } from '@precis/shared';

/**
 * A highlight's categories after the AI assigned `codes`: a code the user already typed in another case
 * takes the code's spelling in place (so the dashboard counts it), other codes are appended.
 */
export function mergeCategoryCodes(current: readonly string[], codes: readonly string[]): string[] {
  const canonical = new Map(codes.map((code) => [code.trim().toLowerCase(), code.trim()]));
  return normaliseLabels([...current.map((value) => canonical.get(value.toLowerCase()) ?? value), ...codes]);
}

/** The merged categories and the codes the merge added (the highlight's `ai_categories`). */
export interface MergedCodes {
  categories: string[];
  added: string[];
}

/**
 * mergeCategoryCodes, telling which codes it added. A code the categories already hold in any case is not
 * added: the person typed it, so taking the AI's codes out again must leave it.
 */
export function mergeAiCodes(current: readonly string[], codes: readonly string[]): MergedCodes {
  const held = new Set(current.map((value) => value.toLowerCase()));
  return {
    categories: mergeCategoryCodes(current, codes),
    added: normaliseLabels(codes).filter((code) => !held.has(code.toLowerCase())),
  };
}

/** The categories without the given codes, compared case-insensitively. */
export function withoutCodes(categories: readonly string[], codes: readonly string[]): string[] {
  const removed = new Set(codes.map((code) => code.toLowerCase()));
  return categories.filter((category) => !removed.has(category.toLowerCase()));
}
