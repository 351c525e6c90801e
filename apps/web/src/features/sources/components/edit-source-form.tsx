import { LIMITS, type Source, type SourceKind } from '@precis/shared';
import { type FormEvent, useId, useState } from 'react';
import { Label } from '@/components/ui/input';
import { SaveCancelButtons } from '@/components/ui/save-cancel-buttons';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useUpdateSource } from '../api/change-source';
import { KindSelect } from './kind-select';

/** Renames a source and edits its author, URL and kind; the server's field errors show on the fields. */
export function EditSourceForm({ source, onDone }: { source: Source; onDone(): void }) {
  const [title, setTitle] = useState(source.title);
  const [author, setAuthor] = useState(source.author ?? '');
  const [url, setUrl] = useState(source.url ?? '');
  const [kind, setKind] = useState<SourceKind>(source.kind);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSource(source.id);
  const kindId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: 'Give the source a title.' });
      return;
    }
    update.mutate(
      { title: title.trim(), author: author.trim() || null, url: url.trim() || null, kind },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 400) {
            setErrors(Object.fromEntries((error.body?.errors ?? []).map((e) => [e.field, e.message])));
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Title"
        required
        value={title}
        maxLength={LIMITS.sourceMax}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextField
        label="Author (optional)"
        value={author}
        maxLength={LIMITS.authorMax}
        onChange={(event) => setAuthor(event.target.value)}
        error={errors.author}
      />
      <TextField
        label="URL (optional)"
        type="url"
        value={url}
        maxLength={LIMITS.urlMax}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
      />
      <div className="space-y-1.5">
        <Label htmlFor={kindId}>Kind</Label>
        <div>
          <KindSelect id={kindId} label="Kind" value={kind} onChange={(next) => next && setKind(next)} />
        </div>
      </div>
      <SaveCancelButtons saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
