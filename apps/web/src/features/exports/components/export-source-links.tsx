import { EXPORT_FORMATS } from '@precis/shared';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { exportUrl } from '../api/export-url';

const SHORT_LABELS = { markdown: 'Markdown', csv: 'CSV', json: 'JSON' } as const;

/** Download links for one source's highlights, one per format, for a source's page. */
export function ExportSourceLinks({ sourceId }: { sourceId: string }) {
  return (
    <nav aria-label="Export this source" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="flex items-center gap-1 text-muted-foreground">
        <Download className="size-4" aria-hidden="true" /> Export:
      </span>
      {EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={exportUrl({ format, sourceId })}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {SHORT_LABELS[format]}
        </a>
      ))}
    </nav>
  );
}
