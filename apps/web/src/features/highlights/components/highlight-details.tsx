import { categoryDisplayName, type Highlight } from '@precis/shared';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Markdown } from '@/components/ui/markdown';
import { formatLongDate } from '@/lib/dates';
import { awaitsCategories } from '../api/get-highlights';
import { HighlightSourceLine } from './highlight-source-line';

function LabelChips({
  title,
  labels,
  format,
}: {
  title: string;
  labels: string[];
  format?(label: string): string;
}) {
  if (labels.length === 0) return null;
  return (
    <section className="space-y-2">
      <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      <ul aria-label={title} className="flex flex-wrap gap-1.5">
        {labels.map((label) => (
          <li key={label}>
            <Chip title={format ? format(label) : label}>{format ? format(label) : label}</Chip>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The body of the details page: source, date, content as Markdown, comment, categories and tags. */
export function HighlightDetails({ highlight }: { highlight: Highlight }) {
  return (
    <Card className="space-y-6 p-5 sm:p-6">
      <div className="space-y-1">
        <p className="text-base font-semibold break-words">
          {highlight.source ?? <span className="font-normal text-muted-foreground italic">No source</span>}
        </p>
        <HighlightSourceLine highlight={highlight} />
        <time dateTime={highlight.createdDate} className="text-sm text-muted-foreground">
          {formatLongDate(highlight.createdDate)}
        </time>
      </div>
      <Markdown>{highlight.content}</Markdown>
      {highlight.comment && (
        <section className="space-y-2">
          <h2 className="text-sm font-semibold text-muted-foreground">Comment</h2>
          <p className="border-l-2 border-border pl-3 break-words whitespace-pre-line italic">
            {highlight.comment}
          </p>
        </section>
      )}
      <LabelChips title="Categories" labels={highlight.categories} format={categoryDisplayName} />
      <LabelChips title="Tags" labels={highlight.tags} />
      {awaitsCategories([highlight]) && (
        <p className="text-xs text-muted-foreground">
          AI categories are on their way; they appear here shortly.
        </p>
      )}
    </Card>
  );
}
