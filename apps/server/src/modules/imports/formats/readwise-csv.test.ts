import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../lib/errors';
import { parseReadwiseCsv } from './readwise-csv';
import { readSample } from './real-samples.test-helper';
import { itWithSamples } from './with-samples.test-helper';

const UTC = { timeZone: 'UTC', now: new Date('2026-11-25T00:00:00Z') };

describe('parseReadwiseCsv', () => {
  itWithSamples('reads the real Readwise export (3 highlights, 2 notes, 3 books)', () => {
    const outcome = parseReadwiseCsv(readSample('readwise-en-2.csv').toString('utf8'), UTC);
    expect(outcome.total).toBe(3);
    expect(outcome.records).toHaveLength(3);
    expect(outcome.records.filter((record) => record.note)).toHaveLength(2);
    expect(new Set(outcome.records.map((record) => `${record.title}\u0000${record.author}`)).size).toBe(3);
    expect(outcome.records[1]).toEqual({
      row: 2,
      text: 'BREAKING: Temperatures are now set to reach up to 40C in the UK on Wednesday and Thursday',
      title: 'X',
      author: 'x.com',
      location: { type: 'order', value: '2792' },
      highlightedAt: new Date('2026-06-22T10:34:20.125Z'),
    });
  });

  it('reads the import template, with quoted commas and newlines and a local date', () => {
    const csv = [
      'Highlight,Title,Author,URL,Note,Location,Date',
      '"One, two\nthree ""quoted""",A Book,"Doe, Jane",https://example.com/a,"a note, with comma",42,2024-05-01 09:30:00',
      'Second,Another,,,,,',
    ].join('\r\n');
    const outcome = parseReadwiseCsv(csv, { ...UTC, timeZone: 'Europe/Paris' });
    expect(outcome.records).toEqual([
      {
        row: 1,
        text: 'One, two\nthree "quoted"',
        title: 'A Book',
        author: 'Doe, Jane',
        sourceUrl: 'https://example.com/a',
        note: 'a note, with comma',
        location: { type: 'order', value: '42' },
        highlightedAt: new Date('2024-05-01T07:30:00Z'),
      },
      { row: 2, text: 'Second', title: 'Another', highlightedAt: null },
    ]);
  });

  it('maps Readwise location types and splits tags', () => {
    const csv = [
      'Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags',
      'a,Book,Author,B01,,yellow,"favorite, #review",location,610,2024-01-02 03:04:05+00:00,books',
      'b,Book,Author,B01,,,,page,42,,',
      'c,Podcast,Host,,,,,time_offset,125,,',
    ].join('\n');
    const outcome = parseReadwiseCsv(csv, UTC);
    expect(outcome.records.map((record) => [record.location, record.tags])).toEqual([
      [{ type: 'location', value: '610' }, ['favorite', 'review', 'books']],
      [{ type: 'page', value: '42' }, undefined],
      [{ type: 'time', value: '125' }, undefined],
    ]);
  });

  it('reads a source with an e-reader location, a page or an Amazon book id as a book', () => {
    const csv = [
      'Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags',
      'a,Kindle Book,Author,,,,,location,610,,',
      'b,Paper Book,Author,,,,,page,42,,',
      'c,Bought Book,Author,B01,,,,,,,',
      'd,Podcast,Host,,,,,time_offset,125,,',
      'e,An Article,Writer,,,,,,,,',
    ].join('\n');
    const outcome = parseReadwiseCsv(csv, UTC);
    expect(outcome.records.map((record) => [record.title, record.sourceKind])).toEqual([
      ['Kindle Book', 'book'],
      ['Paper Book', 'book'],
      ['Bought Book', 'book'],
      ['Podcast', undefined],
      ['An Article', undefined],
    ]);
  });

  it('reads the category codes a Precis export writes after the tags back as categories', () => {
    const csv = [
      'Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags',
      'The map is not the territory.,Book,Author,,,,"t1, x, CONCEPTS_THEORIES, MINDSET_HABITS",,,,',
      'Plain,Book,Author,,,,"concepts_theories, Focus",,,,',
    ].join('\n');
    const outcome = parseReadwiseCsv(csv, UTC);
    expect(outcome.records.map((record) => [record.tags, record.categories])).toEqual([
      [
        ['t1', 'x'],
        ['CONCEPTS_THEORIES', 'MINDSET_HABITS'],
      ],
      // Only a code as Precis writes it: a tag in lower case stays a tag.
      [['concepts_theories', 'Focus'], undefined],
    ]);
  });

  it('reads a cell a Precis export guarded against spreadsheet formulas as it was saved', () => {
    const csv = [
      'Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags',
      `'=1+1 is two,"'=cmd|' /C calc'!A0",'+Author,,'-2 degrees tonight,,,,,,`,
      `'quoted' text,Book,Author,,- buy milk,,,,,,`,
    ].join('\n');
    const outcome = parseReadwiseCsv(csv, UTC);
    expect(outcome.records.map((record) => [record.text, record.title, record.author, record.note])).toEqual([
      ['=1+1 is two', "=cmd|' /C calc'!A0", '+Author', '-2 degrees tonight'],
      ["'quoted' text", 'Book', 'Author', '- buy milk'],
    ]);
  });

  it('skips empty highlights and reports unreadable dates, future dates and year 0', () => {
    const csv = [
      'Highlight,Title,Date',
      ',Empty,2024-01-01',
      'a,T,not a date',
      'b,T,2099-01-01 00:00:00',
      'c,T,0000-01-01',
      'd,T,"December 25, 2024 5:32 PM"',
    ].join('\n');
    const outcome = parseReadwiseCsv(csv, UTC);
    expect(outcome.total).toBe(5);
    expect(outcome.skipped).toEqual([{ row: 1, message: 'an empty highlight' }]);
    expect(outcome.records.map((record) => [record.highlightedAt, record.dateUnreadable])).toEqual([
      [null, 'not a date'],
      [null, expect.stringContaining('in the future')],
      [null, expect.stringContaining('year 0')],
      [new Date('2024-12-25T17:32:00Z'), undefined],
    ]);
  });

  it('refuses a file without a Highlight column, an empty file and one with 10,000 columns', () => {
    expect(() => parseReadwiseCsv('Title,Author\nA,B', UTC)).toThrow(UnprocessableError);
    expect(() => parseReadwiseCsv('', UTC)).toThrow(UnprocessableError);
    const wide = `${Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',')}\n`;
    expect(() => parseReadwiseCsv(wide, UTC)).toThrow(/10000 columns/);
  });

  it('reads a 5 MB field whole (the import refuses it by the highlight limits) and the rows around it', () => {
    const csv = `Highlight,Title\nbefore,T\n${'x'.repeat(5 * 1024 * 1024)},T\nafter,T\n`;
    const outcome = parseReadwiseCsv(csv, UTC);
    expect(outcome.records.map((record) => record.text.length)).toEqual([6, 5 * 1024 * 1024, 5]);
    expect(outcome.total).toBe(3);
  });
});
