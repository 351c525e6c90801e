import type { ImportListItem } from '@precis/shared';

/** How far a running import is: a bar over the file's records. */
export function ImportProgress({ item }: { item: ImportListItem }) {
  const percent = item.total > 0 ? Math.min(100, Math.round((item.processed / item.total) * 100)) : 0;
  const label =
    item.status === 'PENDING'
      ? 'Waiting to start…'
      : item.total === 0
        ? 'Reading the file…'
        : `${item.processed.toLocaleString()} of ${item.total.toLocaleString()} records`;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={`Import of ${item.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
