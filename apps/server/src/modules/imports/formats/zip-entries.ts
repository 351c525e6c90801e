import { Unzip, UnzipInflate } from 'fflate';
import { UnprocessableError } from '../../../lib/errors';

export interface ZipLimits {
  /** Bytes all wanted entries may inflate to together: a zip bomb stops here, not when memory runs out. */
  maxInflatedBytes: number;
}

// Metadata and highlights of even a large library inflate to a few MB; the articles (content/) are never read.
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxInflatedBytes: 64 * 1024 * 1024 };

/** An upload limit's zip limits: at most eight times the upload, and never more than the default. */
export function zipLimitsFor(maxUploadBytes: number): ZipLimits {
  return { maxInflatedBytes: Math.min(DEFAULT_ZIP_LIMITS.maxInflatedBytes, 8 * maxUploadBytes) };
}

/**
 * The text of the wanted entries of a zip, inflated as a stream and counted as it goes: an entry's declared
 * size is not trusted, so a zip bomb is refused once it has produced `maxInflatedBytes`.
 */
export function readZipTexts(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Map<string, string> {
  const chunksByName = new Map<string, Uint8Array[]>();
  let inflated = 0;
  let refusal: UnprocessableError | undefined;
  const unzip = new Unzip((file) => {
    if (!wanted(file.name)) return;
    const chunks: Uint8Array[] = [];
    chunksByName.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = new UnprocessableError(`The zip entry ${file.name} cannot be inflated: ${error.message}`);
        return;
      }
      inflated += chunk.length;
      if (inflated > limits.maxInflatedBytes) {
        refusal = new UnprocessableError(
          `The zip inflates to more than ${Math.round(limits.maxInflatedBytes / 1024 / 1024)} MB: refused as a zip bomb.`,
        );
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (refusal) throw refusal;
    throw new UnprocessableError(
      `The file is not a readable zip: ${error instanceof Error ? error.message : 'unknown error'}.`,
    );
  }
  if (refusal) throw refusal;
  const decoder = new TextDecoder('utf-8');
  const texts = new Map<string, string>();
  for (const [name, chunks] of chunksByName) texts.set(name, decoder.decode(Buffer.concat(chunks)));
  return texts;
}
