import { IMPORT_FORMAT_LABELS, type ImportListItem } from '@precis/shared';
import { Link } from 'react-router';
import { ImportProgress } from './import-progress';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Past and running imports, newest first; each opens its report. */
export function ImportHistory({
  items,
  selectedId,
}: {
  items: readonly ImportListItem[];
  selectedId?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No imports yet.</p>;
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={`/import?id=${encodeURIComponent(item.id)}`}
            aria-current={item.id === selectedId ? 'true' : undefined}
            className="block space-y-2 rounded-md px-2 py-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current]:bg-accent"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-sm font-medium">{item.fileName}</span>
              <span className="text-xs text-muted-foreground">
                {IMPORT_FORMAT_LABELS[item.format]}
                {item.startedAt ? ` · ${dateFormat.format(new Date(item.startedAt))}` : ''}
              </span>
            </span>
            {item.status === 'DONE' || item.status === 'FAILED' ? (
              <span className="block text-xs text-muted-foreground">
                {item.status === 'FAILED'
                  ? 'Failed'
                  : `${item.created.toLocaleString()} created · ${item.duplicates.toLocaleString()} already there · ${item.skipped.toLocaleString()} skipped · ${item.failed.toLocaleString()} failed`}
              </span>
            ) : (
              <ImportProgress item={item} />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
