import type { SummaryHighlight } from '@precis/shared';
import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { markdownToPlainText } from '@/lib/plain-text';
import { truncate } from '@/lib/text';

const PREVIEW_MAX = 280;

/** The highlights the summary used, each linking to its page; deleted ones say so instead of linking. */
export function LinkedHighlights({ highlights }: { highlights: SummaryHighlight[] }) {
  if (highlights.length === 0) return null;
  return (
    <section aria-labelledby="linked-highlights" className="space-y-3">
      <h2 id="linked-highlights" className="text-lg font-semibold">
        Linked Highlights ({highlights.length})
      </h2>
      <ul className="space-y-2 wrap-anywhere">
        {highlights.map((highlight) => (
          <li key={highlight.id}>
            {highlight.deleted ? (
              <div className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
                <p className="line-through">
                  {truncate(markdownToPlainText(highlight.content), PREVIEW_MAX)}
                </p>
                <p className="mt-1 text-xs">This highlight was deleted.</p>
              </div>
            ) : (
              <Link
                to={`/highlights/${encodeURIComponent(highlight.id)}`}
                className="flex gap-3 rounded-lg border border-border p-3 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Quote className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0">
                  {truncate(markdownToPlainText(highlight.content), PREVIEW_MAX)}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
