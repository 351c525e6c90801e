import { categoryDisplayName, type ReviewItem } from '@precis/shared';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Markdown } from '@/components/ui/markdown';
import { formatLongDate } from '@/lib/dates';
import { formatLocation } from '@/lib/location';

/** One highlight under review: its text as Markdown, where it came from, its note and its labels. */
export function ReviewCard({ item }: { item: ReviewItem }) {
  const { highlight } = item;
  const labels = [...highlight.categories.map(categoryDisplayName), ...highlight.tags];
  return (
    <Card className="space-y-5 p-5 sm:p-7">
      <div className="text-lg leading-relaxed break-words [overflow-wrap:anywhere]">
        <Markdown>{highlight.content}</Markdown>
      </div>
      <div className="space-y-1 text-sm text-muted-foreground">
        {highlight.source && <p className="font-semibold text-foreground break-words">{highlight.source}</p>}
        {(highlight.author || highlight.location) && (
          <p className="break-words">
            {[highlight.author, highlight.location && formatLocation(highlight.location)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <p>
          Highlighted <time dateTime={highlight.createdDate}>{formatLongDate(highlight.createdDate)}</time>
          {' · '}
          <Link
            to={`/highlights/${encodeURIComponent(highlight.id)}`}
            className="text-primary hover:underline"
          >
            View details
          </Link>
        </p>
      </div>
      {highlight.comment && (
        <section
          aria-label="Note"
          className="border-l-2 border-border pl-3 break-words whitespace-pre-line italic"
        >
          {highlight.comment}
        </section>
      )}
      {labels.length > 0 && (
        <ul aria-label="Categories and tags" className="flex flex-wrap gap-1.5">
          {labels.map((label) => (
            <li key={label}>
              <Chip title={label}>{label}</Chip>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
