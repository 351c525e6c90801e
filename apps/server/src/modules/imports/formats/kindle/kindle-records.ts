/**
 * Splits a My Clippings.txt into its records: each ends at a line of exactly ten `=`. Byte-order marks may
 * precede any record, and files mix CRLF with bare LF.
 */

const SEPARATOR = /^={10}[ \t]*$/;

export interface RawClipping {
  row: number;
  lines: string[];
}

export function* kindleRecords(text: string): Generator<RawClipping> {
  let lines: string[] = [];
  let row = 0;
  let start = 0;
  const length = text.length;
  while (start <= length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = length;
    const line = text.slice(start, end).replace(/[\r\uFEFF]/g, '');
    start = end + 1;
    if (SEPARATOR.test(line)) {
      if (lines.some((candidate) => candidate.trim() !== '')) yield { row: ++row, lines };
      lines = [];
    } else {
      lines.push(line);
    }
  }
  if (lines.some((candidate) => candidate.trim() !== '')) yield { row: ++row, lines };
}
