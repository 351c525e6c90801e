import { IMPORT_FORMAT_LABELS, IMPORT_FORMATS, type ImportFormat } from '@precis/shared';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { cn } from '@/lib/utils';

/** Drop a file or pick one, and optionally say which format it is (detected from the content otherwise). */
export function ImportFilePicker({
  file,
  format,
  onFile,
  onFormat,
}: {
  file: File | undefined;
  format: ImportFormat | undefined;
  onFile: (file: File) => void;
  onFormat: (format: ImportFormat | undefined) => void;
}) {
  const inputId = useId();
  const formatId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border px-6 py-10 text-center transition-colors hover:bg-muted focus-within:ring-2 focus-within:ring-ring',
          dragging && 'border-primary bg-accent',
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
        <span className="text-sm font-medium">{file ? file.name : 'Drop a file here, or choose one'}</span>
        <span className="text-xs text-muted-foreground">
          My Clippings.txt from a Kindle, a Readwise CSV, an Omnivore export zip or a Precis JSON export
        </span>
        <input
          id={inputId}
          type="file"
          accept=".txt,.csv,.zip,.json,text/plain,text/csv,application/zip,application/json"
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onFile(picked);
            // The same file picked again (after fixing it) must fire a change too.
            event.target.value = '';
          }}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={formatId} className="text-sm font-medium">
          Format
        </label>
        <select
          id={formatId}
          value={format ?? ''}
          onChange={(event) => onFormat(event.target.value === '' ? undefined : toFormat(event.target.value))}
          className="h-9 rounded-md border border-border bg-card px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <option value="">Detect from the file</option>
          {IMPORT_FORMATS.map((value) => (
            <option key={value} value={value}>
              {IMPORT_FORMAT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function toFormat(value: string): ImportFormat | undefined {
  return IMPORT_FORMATS.find((format) => format === value);
}
