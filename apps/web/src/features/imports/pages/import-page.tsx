import type { ImportFormat } from '@precis/shared';
import { FileUp, History } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useImport } from '../api/get-import';
import { useImports } from '../api/get-imports';
import { usePreviewImport } from '../api/preview-import';
import { useStartImport } from '../api/start-import';
import { ImportFilePicker } from '../components/import-file-picker';
import { ImportHistory } from '../components/import-history';
import { ImportPreviewView } from '../components/import-preview';
import { ImportReport } from '../components/import-report';

/**
 * Import: pick a file, see what will be imported, start it. The import runs on the server; its id is in the
 * address, so its progress and report are there again after leaving the page (and in the history).
 */
export function ImportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id') ?? undefined;
  const [file, setFile] = useState<File>();
  const [format, setFormat] = useState<ImportFormat>();
  const preview = usePreviewImport();
  const start = useStartImport();
  const selected = useImport(selectedId);
  const history = useImports();

  const choose = (nextFile: File | undefined, nextFormat: ImportFormat | undefined) => {
    setFile(nextFile);
    setFormat(nextFormat);
    if (nextFile) preview.mutate({ file: nextFile, format: nextFormat });
  };

  const begin = () => {
    if (!file) return;
    start.mutate(
      { file, format: format ?? preview.data?.format },
      {
        onSuccess: (created) => {
          setFile(undefined);
          setFormat(undefined);
          preview.reset();
          setSearchParams({ id: created.id });
        },
      },
    );
  };

  const previewError =
    preview.error instanceof ApiRequestError
      ? (preview.error.serverMessage ?? 'This file cannot be imported.')
      : preview.error
        ? 'The file could not be read. Please try again.'
        : undefined;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Import"
        description="Bring your highlights from Kindle, Readwise, Omnivore or another Precis. Nothing is imported twice."
      />
      <Card>
        <section aria-labelledby="import-new" className="space-y-5 p-5 sm:p-6">
          <h2 id="import-new" className="flex items-center gap-2 text-lg font-semibold">
            <FileUp className="size-5 text-primary" aria-hidden="true" />
            New import
          </h2>
          <ImportFilePicker
            file={file}
            format={format}
            onFile={(picked) => choose(picked, format)}
            onFormat={(chosen) => choose(file, chosen)}
          />
          {preview.isPending && <Spinner />}
          {previewError && (
            <p role="alert" className="text-sm text-destructive">
              {previewError}
            </p>
          )}
          {preview.data && !preview.isPending && <ImportPreviewView preview={preview.data} />}
          <Button onClick={begin} disabled={!file || !preview.data || preview.isPending || start.isPending}>
            {start.isPending ? 'Starting…' : 'Start import'}
          </Button>
        </section>
      </Card>
      {selectedId && (
        <Card>
          <section aria-label="Import report" className="p-5 sm:p-6">
            {selected.data ? (
              <ImportReport item={selected.data} />
            ) : selected.isError ? (
              <p className="text-sm text-muted-foreground">This import was not found.</p>
            ) : (
              <Spinner />
            )}
          </section>
        </Card>
      )}
      <Card>
        <section aria-labelledby="import-history" className="space-y-3 p-5 sm:p-6">
          <h2 id="import-history" className="flex items-center gap-2 text-lg font-semibold">
            <History className="size-5 text-primary" aria-hidden="true" />
            History
          </h2>
          {history.data ? <ImportHistory items={history.data.items} selectedId={selectedId} /> : <Spinner />}
        </section>
      </Card>
    </div>
  );
}
