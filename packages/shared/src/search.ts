import { categoryDisplayName } from './categories';

export interface SearchableFields {
  content: string;
  source: string | null;
  author?: string | null;
  comment: string | null;
  categories: readonly string[];
  tags: readonly string[];
}

/**
 * The texts a search term is looked for in, the same for the server's index and the browser's filter:
 * content, source, author, comment, each category as code and as display name ("Tasks & Actions"), and tags.
 */
export function searchableTexts(fields: SearchableFields): string[] {
  return [
    fields.content,
    fields.source ?? '',
    ...(fields.author ? [fields.author] : []),
    fields.comment ?? '',
    ...fields.categories,
    ...fields.categories.map(categoryDisplayName),
    ...fields.tags,
  ];
}
