/** UTF-16 as Windows writes it: Notepad's "Unicode" and Excel's "Unicode text" save a clippings file so. */
export type Utf16 = 'utf-16le' | 'utf-16be';

/** Bytes enough to tell UTF-16 by its zero bytes. */
const SAMPLE_PAIRS = 4096;

/**
 * The UTF-16 encoding of a file: by its byte-order mark, else by where its zero bytes fall (the high byte of
 * every Latin letter is zero, so text in UTF-16 has a zero in most pairs, always on the same side).
 */
export function utf16EncodingOf(bytes: Uint8Array): Utf16 | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const pairs = Math.min(SAMPLE_PAIRS, Math.floor(bytes.length / 2));
  if (pairs < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let pair = 0; pair < pairs; pair++) {
    if (bytes[pair * 2] === 0) evenZeros++;
    if (bytes[pair * 2 + 1] === 0) oddZeros++;
  }
  // Most pairs zero on one side and almost none on the other; a binary file has zeros on both.
  if (oddZeros >= pairs * 0.3 && evenZeros <= pairs * 0.02) return 'utf-16le';
  if (evenZeros >= pairs * 0.3 && oddZeros <= pairs * 0.02) return 'utf-16be';
  return undefined;
}
