import type { Highlight } from '@precis/shared';
import { Link } from 'react-router';
import { formatLocation } from '@/lib/location';

/** The author, the location and a link to the source's page, on one line; nothing when none is known. */
export function HighlightSourceLine({ highlight }: { highlight: Highlight }) {
  const text = [highlight.author, highlight.location && formatLocation(highlight.location)]
    .filter(Boolean)
    .join(' · ');
  if (!text && !highlight.sourceId) return null;
  return (
    <p className="relative z-10 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      {text && <span>{text}</span>}
      {text && highlight.sourceId && <span aria-hidden="true">·</span>}
      {highlight.sourceId && (
        <Link
          to={`/library/${encodeURIComponent(highlight.sourceId)}`}
          className="font-medium text-primary hover:underline"
        >
          View source
        </Link>
      )}
    </p>
  );
}
