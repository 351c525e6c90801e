import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../lib/errors';
import { detectFormat, parseImport } from './parse-import';
import { readSample } from './real-samples.test-helper';
import { itWithSamples } from './with-samples.test-helper';

const UTC = { timeZone: 'UTC', now: new Date('2026-11-25T00:00:00Z') };
const sample = (name: string) => new Uint8Array(readSample(name));

describe('detectFormat', () => {
  itWithSamples('recognises every real sample and each format from its content', () => {
    for (const name of ['kindle-de-2.txt', 'kindle-ja-1.txt', 'kindle-zh-2.txt', 'kindle-en-us-1.txt']) {
      expect(detectFormat(sample(name))).toBe('kindle');
    }
    expect(detectFormat(sample('readwise-en-2.csv'))).toBe('readwise-csv');
    expect(detectFormat(strToU8('Highlight,Title,Author,URL,Note,Location,Date\na,b,c,,,,'))).toBe(
      'readwise-csv',
    );
    expect(detectFormat(strToU8('\uFEFF{"version":1,"highlights":[]}'))).toBe('precis-json');
    expect(detectFormat(zipSync({ 'metadata_0_to_1.json': strToU8('[]') }))).toBe('omnivore');
    expect(
      detectFormat(
        strToU8(
          'Book (Author)\r\n- Your Highlight on Location 1-2 | Added on Friday, 8 December 2023\r\n\r\nx',
        ),
      ),
    ).toBe('kindle');
  });

  it('refuses an empty file, a binary file, text that is not UTF-8, and an unknown text', () => {
    expect(() => detectFormat(new Uint8Array())).toThrow('The file is empty.');
    expect(() => detectFormat(strToU8(' \r\n\uFEFF '))).toThrow('The file is empty.');
    expect(() =>
      detectFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toThrow(/binary/);
    expect(() => detectFormat(new Uint8Array(Array.from({ length: 200 }, () => 0xff)))).toThrow(/not UTF-8/);
    expect(() => detectFormat(strToU8('x'.repeat(5 * 1024 * 1024)))).toThrow(
      /not recognised.*kindle, readwise-csv/,
    );
  });
});

describe('parseImport', () => {
  itWithSamples('parses with the format detected, or the one chosen', async () => {
    expect((await parseImport(sample('kindle-fr-2.txt'), undefined, UTC)).records).toHaveLength(11);
    expect((await parseImport(sample('readwise-en-2.csv'), 'readwise-csv', UTC)).records).toHaveLength(3);
  });

  itWithSamples(
    'reads a file saved as UTF-16, as Windows\' "Unicode" is, with or without its mark',
    async () => {
      const utf8 = sample('kindle-fr-2.txt');
      const text = new TextDecoder().decode(utf8).replace(/^\uFEFF/, '');
      const littleEndian = Buffer.from(text, 'utf16le');
      const bigEndian = Buffer.from(littleEndian).swap16();
      const expected = (await parseImport(utf8, undefined, UTC)).records;
      for (const bytes of [
        Buffer.concat([Buffer.from([0xff, 0xfe]), littleEndian]),
        Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]),
        littleEndian,
        bigEndian,
      ]) {
        expect(detectFormat(new Uint8Array(bytes))).toBe('kindle');
        expect((await parseImport(new Uint8Array(bytes), undefined, UTC)).records).toEqual(expected);
      }
      const csv = Buffer.from('\uFEFFHighlight,Title\r\nA line,A book\r\n', 'utf16le');
      expect((await parseImport(new Uint8Array(csv), undefined, UTC)).records).toEqual([
        expect.objectContaining({ text: 'A line', title: 'A book' }),
      ]);
      expect(() => detectFormat(new Uint8Array(Buffer.from(' \r\n', 'utf16le')))).toThrow(
        'The file is empty.',
      );
    },
  );

  itWithSamples('refuses a file that does not match the format chosen', async () => {
    await expect(parseImport(sample('kindle-fr-2.txt'), 'omnivore', UTC)).rejects.toThrow(/zip/);
    await expect(parseImport(zipSync({ a: strToU8('a') }), 'kindle', UTC)).rejects.toThrow(/zip file/);
    await expect(parseImport(sample('kindle-fr-2.txt'), 'precis-json', UTC)).rejects.toThrow(
      UnprocessableError,
    );
    await expect(parseImport(sample('readwise-en-2.csv'), 'kindle', UTC)).rejects.toThrow(
      /No Kindle clippings/,
    );
  });

  it('keeps the good clippings of a file with a few invalid UTF-8 bytes and fails the others', async () => {
    const good = strToU8('Book\r\n- Your Highlight on Location 1-2\r\n\r\ngood\r\n==========\r\n');
    const bad = new Uint8Array([
      ...strToU8('Book\r\n- Your Highlight on Location 3-4\r\n\r\nbad '),
      0xc3,
      0x28,
      ...strToU8('\r\n==========\r\n'),
    ]);
    const outcome = await parseImport(new Uint8Array([...good, ...bad]), undefined, UTC);
    expect(outcome.records.map((record) => record.text)).toEqual(['good']);
    expect(outcome.failed).toEqual([{ row: 2, message: expect.stringContaining('UTF-8') }]);
  });
});
