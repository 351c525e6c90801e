import type { Source } from '@precis/shared';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatCardDate } from '@/lib/dates';
import { highlightCount, SOURCE_KIND_LABELS } from '../lib/source-kinds';

/** Sources as rows: title (a link to its page), author, kind, count and when last highlighted. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <ul aria-label="Sources" className="grid gap-3">
      {sources.map((source) => (
        <li key={source.id}>
          <Card className="relative flex flex-wrap items-center justify-between gap-3 px-5 py-4 focus-within:ring-2 focus-within:ring-ring hover:border-primary/50">
            <div className="min-w-0">
              <Link
                to={`/library/${encodeURIComponent(source.id)}`}
                className="block truncate font-semibold after:absolute after:inset-0 focus-visible:outline-none"
                title={source.title}
              >
                {source.title}
              </Link>
              <p className="truncate text-sm text-muted-foreground">
                {[source.author, SOURCE_KIND_LABELS[source.kind]].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="text-right text-sm">
              <p className="font-medium">{highlightCount(source.highlightsCount)}</p>
              {source.lastHighlightedAt && (
                <p className="text-xs text-muted-foreground">
                  Last:{' '}
                  <time dateTime={source.lastHighlightedAt}>{formatCardDate(source.lastHighlightedAt)}</time>
                </p>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
