import { IMPORT_FORMATS } from '@precis/shared';
import { UnprocessableError } from '../../../lib/errors';
import type { ImportFormat, ParseOptions, ParseOutcome } from './import-record';
import { parseKindleYielding } from './kindle/kindle';
import { parseOmnivoreZip } from './omnivore';
import { parsePrecisJson } from './precis-json';
import { parseReadwiseCsv } from './readwise-csv';
import { utf16EncodingOf } from './text-encoding';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-entries';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const SNIFF_BYTES = 64 * 1024;
const KINDLE_SEPARATOR = /^={10}\s*$/m;
const KINDLE_METADATA = /^\s*- .*\|/m;

function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * Refuses what no format can hold before any parsing: an empty file, a binary one, text that is not UTF-8 (or
 * UTF-16, which Windows' "Unicode" is).
 */
function decodeText(bytes: Uint8Array): string {
  const utf16 = utf16EncodingOf(bytes);
  if (utf16) return nonEmpty(new TextDecoder(utf16).decode(bytes));
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (head.includes(0))
    throw new UnprocessableError('The file is binary, not text: it is none of the import formats.');
  const text = new TextDecoder('utf-8').decode(bytes);
  const sample = text.slice(0, SNIFF_BYTES);
  const replaced = sample.split('\uFFFD').length - 1;
  if (replaced > 0 && replaced * 20 > sample.length) {
    throw new UnprocessableError('The file is not UTF-8 text: save it as UTF-8 and import it again.');
  }
  return nonEmpty(text);
}

function nonEmpty(text: string): string {
  if (!/[^\s\uFEFF]/.test(text)) throw new UnprocessableError('The file is empty.');
  return text;
}

/** The format of a file, read from its content. */
export function detectFormat(bytes: Uint8Array): ImportFormat {
  if (bytes.length === 0) throw new UnprocessableError('The file is empty.');
  if (isZip(bytes)) return 'omnivore';
  const text = decodeText(bytes.subarray(0, SNIFF_BYTES)).replace(/^[\s\uFEFF]+/, '');
  if (text.startsWith('{')) return 'precis-json';
  if (KINDLE_SEPARATOR.test(text) || KINDLE_METADATA.test(text.split('\n', 3).slice(0, 2).join('\n')))
    return 'kindle';
  const firstLine = text.split(/\r?\n/, 1)[0]?.toLowerCase() ?? '';
  if (firstLine.includes(',') && /(^|,)\s*"?highlight"?\s*(,|$)/.test(firstLine)) return 'readwise-csv';
  throw new UnprocessableError(
    `The format of this file was not recognised. Choose one of: ${IMPORT_FORMATS.join(', ')}.`,
  );
}

/** Reads a whole import file in the given format (detected when not given). */
export async function parseImport(
  bytes: Uint8Array,
  format: ImportFormat | undefined,
  options: ParseOptions,
  zipLimits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ParseOutcome> {
  const chosen = format ?? detectFormat(bytes);
  if (bytes.length === 0) throw new UnprocessableError('The file is empty.');
  if (chosen === 'omnivore') {
    if (!isZip(bytes))
      throw new UnprocessableError('An Omnivore export is a zip file; this file is not one.');
    return parseOmnivoreZip(bytes, options, zipLimits);
  }
  if (isZip(bytes)) throw new UnprocessableError(`This is a zip file, not a ${chosen} file.`);
  const text = decodeText(bytes);
  switch (chosen) {
    case 'kindle':
      return requireRecords(
        await parseKindleYielding(text, options),
        'No Kindle clippings were found: is this a My Clippings.txt?',
      );
    case 'readwise-csv':
      return parseReadwiseCsv(text, options);
    case 'precis-json':
      return parsePrecisJson(text, options);
  }
}

function requireRecords(outcome: ParseOutcome, message: string): ParseOutcome {
  if (outcome.total > 0 && outcome.failed.length === outcome.total) throw new UnprocessableError(message);
  return outcome;
}
