import { type ImportCreated, importCreatedSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError } from '@/lib/notify';
import { importKeys } from '@/lib/query-keys';
import type { UploadInput } from './preview-import';
import { uploadForm } from './upload-form';

export function startImport({ file, format }: UploadInput): Promise<ImportCreated> {
  return apiRequest('/api/v1/imports', {
    method: 'POST',
    body: uploadForm(file, format),
    schema: importCreatedSchema,
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.list }),
    onError: (error) =>
      handleError(error, 'The import could not be started. Please try again.', { preferServerMessage: true }),
  });
}
