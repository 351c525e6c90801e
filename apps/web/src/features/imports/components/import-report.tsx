import type { Import } from '@precis/shared';
import { Download } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { reportCsv } from '../report-csv';
import { ImportProgress } from './import-progress';

const COUNTS = [
  ['created', 'Created'],
  ['duplicates', 'Already there'],
  ['skipped', 'Skipped'],
  ['failed', 'Failed'],
] as const;

/** One import: its progress while it runs, then the counts and every row that was skipped or failed. */
export function ImportReport({ item }: { item: Import }) {
  const csvUrl = useMemo(
    () => URL.createObjectURL(new Blob([reportCsv(item.errors)], { type: 'text/csv;charset=utf-8' })),
    [item.errors],
  );
  useEffect(() => () => URL.revokeObjectURL(csvUrl), [csvUrl]);
  const running = item.status === 'PENDING' || item.status === 'RUNNING';
  return (
    <div className="space-y-4" data-testid="import-report">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{item.fileName}</h2>
        <span className="text-sm text-muted-foreground">{STATUS_TEXT[item.status]}</span>
      </div>
      {running && <ImportProgress item={item} />}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <div className="rounded-lg border border-border p-3">
          <dt className="text-xs text-muted-foreground">Records</dt>
          <dd className="text-xl font-semibold">{item.total.toLocaleString()}</dd>
        </div>
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold">{item[key].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {item.errors.length > 0 && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-medium">Rows to look at ({item.errors.length.toLocaleString()})</h3>
            <Button asChild variant="outline" size="sm">
              <a href={csvUrl} download={`${item.fileName} - import report.csv`}>
                <Download aria-hidden="true" />
                Download as CSV
              </a>
            </Button>
          </div>
          <div className="max-h-96 overflow-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-card">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {item.errors.map((issue) => (
                  <tr key={`${issue.row}:${issue.message}`}>
                    <td className="px-3 py-2 align-top tabular-nums">
                      {issue.row === 0 ? 'File' : issue.row}
                    </td>
                    <td className="px-3 py-2">{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}

const STATUS_TEXT: Record<Import['status'], string> = {
  PENDING: 'Waiting to start',
  RUNNING: 'Importing…',
  DONE: 'Done',
  FAILED: 'Failed',
};
