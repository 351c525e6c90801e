import type { Summary } from '@precis/shared';
import { useMemo } from 'react';

const HIGHLIGHT_PATH = /^\/highlights\/([^/?#]+)$/;

/** Which of a summary's in-text links lead to a highlight deleted since: those are shown as plain text. */
export function deletedHighlightLinks(summary: Pick<Summary, 'highlights'>) {
  const deleted = new Set(summary.highlights.filter((item) => item.deleted).map((item) => item.id));
  return {
    note: 'this highlight was deleted',
    is(href: string): boolean {
      const id = HIGHLIGHT_PATH.exec(href.trim())?.[1];
      if (id === undefined) return false;
      try {
        return deleted.has(decodeURIComponent(id));
      } catch {
        return false;
      }
    },
  };
}

export function useDeletedHighlightLinks(summary: Pick<Summary, 'highlights'>) {
  return useMemo(() => deletedHighlightLinks(summary), [summary]);
}
