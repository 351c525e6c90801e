import { type ImportFormat, type ImportPreview, importPreviewSchema } from '@precis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadForm } from './upload-form';

export interface UploadInput {
  file: File;
  format?: ImportFormat;
}

export function previewImport({ file, format }: UploadInput): Promise<ImportPreview> {
  return apiRequest('/api/v1/imports/preview', {
    method: 'POST',
    body: uploadForm(file, format),
    schema: importPreviewSchema,
  });
}

/** The preview's error is shown on the page, beside the file, rather than as a toast. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
