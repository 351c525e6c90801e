import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

describe('reportCsv', () => {
  it('writes one line per row with the reason quoted when it must be', () => {
    expect(
      reportCsv([
        { row: 0, message: 'The file is empty.' },
        { row: 3, message: 'a bookmark, not a highlight' },
        { row: 7, message: 'imported without its date: "3 декабря, 2012" could not be read' },
      ]),
    ).toBe(
      'Row,Reason\r\nfile,The file is empty.\r\n3,"a bookmark, not a highlight"\r\n7,"imported without its date: ""3 декабря, 2012"" could not be read"\r\n',
    );
  });

  it('defuses a reason that a spreadsheet would run as a formula', () => {
    expect(reportCsv([{ row: 1, message: '=HYPERLINK("x")' }])).toBe(
      'Row,Reason\r\n1,"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});
