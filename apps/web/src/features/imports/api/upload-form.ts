import type { ImportFormat } from '@precis/shared';

/** The multipart body of an upload: the format first when one was chosen, then the file. */
export function uploadForm(file: File, format: ImportFormat | undefined): FormData {
  const form = new FormData();
  if (format) form.append('format', format);
  form.append('file', file, file.name);
  return form;
}
