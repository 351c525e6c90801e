import { CATEGORY_CODES, categoryDisplayName } from '@precis/shared';

const CODE_BY_DISPLAY_NAME = new Map(
  CATEGORY_CODES.map((code) => [categoryDisplayName(code).toLowerCase(), code]),
);

/**
 * The term as the server should search it. Highlights store a category's code, while chips show its display
 * name: a term that is a display name ("Development & Coding") is sent as the code it stands for.
 */
export function serverSearchTerm(term: string): string {
  return CODE_BY_DISPLAY_NAME.get(term.trim().toLowerCase()) ?? term.trim();
}
