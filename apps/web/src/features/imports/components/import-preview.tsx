import { IMPORT_FORMAT_LABELS, type ImportPreview } from '@precis/shared';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The detected format, the number of records and the first highlights as they will be saved. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  return (
    <div className="space-y-3" data-testid="import-preview">
      <p className="text-sm">
        <span className="font-medium">Detected format:</span> {IMPORT_FORMAT_LABELS[preview.format]} ·{' '}
        {preview.total.toLocaleString()} {preview.total === 1 ? 'record' : 'records'} in the file
      </p>
      {preview.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No highlights were found in the first records.</p>
      ) : (
        <ol className="divide-y divide-border rounded-lg border border-border">
          {preview.rows.map((row) => (
            <li key={row.row} className="space-y-1 p-3">
              <p className="line-clamp-3 text-sm">{row.text}</p>
              <p className="text-xs text-muted-foreground">
                {[
                  row.title,
                  row.author,
                  row.location,
                  row.highlightedAt ? dateFormat.format(new Date(row.highlightedAt)) : 'no date',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
