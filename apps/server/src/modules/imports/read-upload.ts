import { IMPORT_FORMATS, type ImportFormat, importFormatSchema } from '@precis/shared';
import type { FastifyRequest } from 'fastify';
import { FieldValidationError, PayloadTooLargeError } from '../../lib/errors';
import type { Upload } from './imports.service';

const FILE_NAME_MAX = 255;

/** The multipart body of an import: one `file` and an optional `format`, in either order. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new FieldValidationError('Send the file as multipart/form-data, in a field named "file".', [
      { field: 'file', message: 'A file is required.' },
    ]);
  }
  let file: { bytes: Uint8Array; fileName: string } | undefined;
  let format: ImportFormat | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { bytes, fileName: cleanFileName(part.filename) };
      } else if (part.fieldname === 'format' && typeof part.value === 'string' && part.value !== '') {
        const parsed = importFormatSchema.safeParse(part.value);
        if (!parsed.success) {
          throw new FieldValidationError(
            `Unknown format "${part.value.slice(0, 40)}": use one of ${IMPORT_FORMATS.join(', ')}.`,
            [{ field: 'format', message: `Use one of ${IMPORT_FORMATS.join(', ')}.` }],
          );
        }
        format = parsed.data;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new PayloadTooLargeError(
        `The file is larger than ${Math.floor(maxBytes / 1024 / 1024).toLocaleString('en-US')} MB, the most this server imports.`,
      );
    }
    if (error instanceof FieldValidationError) throw error;
    // Anything else the multipart reader throws is a body that is not well-formed multipart: the sender's.
    throw new FieldValidationError(
      'The upload is not well-formed multipart/form-data: send the file in a field named "file".',
      [{ field: 'file', message: 'A file is required.' }],
    );
  }
  if (!file) {
    throw new FieldValidationError('No file was sent: put it in a field named "file".', [
      { field: 'file', message: 'A file is required.' },
    ]);
  }
  return { ...file, format };
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, FILE_NAME_MAX) || 'upload';
}
