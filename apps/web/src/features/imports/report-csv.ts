import type { ImportIssue } from '@precis/shared';

function cell(value: string): string {
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report's rows as CSV (Row, Reason), for the person to keep or open in a spreadsheet. */
export function reportCsv(issues: readonly ImportIssue[]): string {
  const lines = [
    'Row,Reason',
    ...issues.map((issue) => `${issue.row === 0 ? 'file' : issue.row},${cell(issue.message)}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
