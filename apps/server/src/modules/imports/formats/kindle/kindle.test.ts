import { describe, expect, it } from 'vitest';
import type { ParseOutcome } from '../import-record';
import { readSample } from '../real-samples.test-helper';
import { itWithSamples } from '../with-samples.test-helper';
import { parseKindle, parseKindleYielding } from './kindle';

const UTC = { timeZone: 'UTC', now: new Date('2026-11-25T00:00:00Z') };

function clipping(title: string, metadata: string, body: string): string {
  return `${title}\r\n${metadata}\r\n\r\n${body}\r\n==========\r\n`;
}

/** The metadata line of a highlight at a location range. */
const highlightAt = (loc: string) =>
  `- Your Highlight on Location ${loc} | Added on Friday, 8 December 2023 08:51:38`;

function only(outcome: ParseOutcome) {
  expect(outcome.records).toHaveLength(1);
  const [record] = outcome.records;
  if (!record) throw new Error('no record');
  return record;
}

describe('parseKindle on real files (counts from their README)', () => {
  // The README counts a clipped article ("Clip This Article") as no highlight; it is kept, as an article.
  const cases = [
    { file: 'kindle-de-2.txt', records: 187, highlights: 185, notes: 0, books: 11 },
    { file: 'kindle-en-gb-2.txt', records: 779, highlights: 642, notes: 14, books: 7 },
    { file: 'kindle-en-us-1.txt', records: 237, highlights: 184, notes: 31, books: 7 },
    { file: 'kindle-es-1.txt', records: 258, highlights: 231, notes: 27, books: 9 },
    { file: 'kindle-fr-2.txt', records: 11, highlights: 11, notes: 0, books: 4 },
    { file: 'kindle-ja-1.txt', records: 351, highlights: 351, notes: 0, books: 12 },
    { file: 'kindle-zh-2.txt', records: 181, highlights: 154 + 1, notes: 21, books: 26 },
  ];
  for (const sample of cases) {
    itWithSamples(`reads ${sample.file}: every record accounted for, every date read`, () => {
      const outcome = parseKindle(readSample(sample.file).toString('utf8'), UTC);
      expect(outcome.total).toBe(sample.records);
      expect(outcome.failed).toEqual([]);
      const notSkipped = outcome.total - outcome.skipped.length;
      expect(notSkipped).toBe(sample.highlights + sample.notes);
      expect(outcome.records.length + outcome.duplicates.length + outcome.notesAttached).toBe(notSkipped);
      expect(new Set(outcome.records.map((record) => `${record.title}\u0000${record.author}`)).size).toBe(
        sample.books,
      );
      expect(outcome.records.filter((record) => !(record.highlightedAt instanceof Date))).toEqual([]);
      expect(outcome.records.filter((record) => record.location === undefined)).toEqual([]);
      expect(
        outcome.records.some((record) => record.text.includes('\uFEFF') || record.title?.includes('\uFEFF')),
      ).toBe(false);
    });
  }

  itWithSamples('attaches the notes of the US file to their highlights', () => {
    const outcome = parseKindle(readSample('kindle-en-us-1.txt').toString('utf8'), UTC);
    const noted = outcome.records.find((record) => record.location?.value === '398-405');
    expect(noted?.note).toContain('The two types of understanding.');
    expect(noted?.highlightedAt?.toISOString()).toBe('2024-12-26T02:33:32.000Z');
  });
});

describe('parseKindle dates in every language', () => {
  const cases: { language: string; metadata: string; expected: string }[] = [
    {
      language: 'English (US, 12 h)',
      metadata: '- Your Highlight on Location 150-151 | Added on Wednesday, December 25, 2024 5:32:47 PM',
      expected: '2024-12-25T17:32:47.000Z',
    },
    {
      language: 'English (UK, 24 h)',
      metadata: '- Your Highlight on page 9 | location 150-151 | Added on Friday, 8 December 2023 08:51:38',
      expected: '2023-12-08T08:51:38.000Z',
    },
    {
      language: 'English, 12 AM',
      metadata: '- Your Highlight on Location 150-151 | Added on Sunday, April 24, 2011, 12:18 AM',
      expected: '2011-04-24T00:18:00.000Z',
    },
    {
      language: 'German',
      metadata:
        '- Ihre Markierung auf Seite 10 | bei Position 150-151 | Hinzugefügt am Donnerstag, 29. April 2021 13:56:22',
      expected: '2021-04-29T13:56:22.000Z',
    },
    {
      language: 'French, with U+02BC',
      metadata:
        '- Votre surlignement sur la page 203 | à lʼemplacement 150-151 | Ajouté le lundi 18 octobre 2021 22:13:51',
      expected: '2021-10-18T22:13:51.000Z',
    },
    {
      language: 'Spanish, p. m. with a no-break space',
      metadata:
        '- La subrayado en la página 251 | posición 150-151 | Añadido el jueves, 18 de julio de 2024 10:34:35 p.\u00a0m.',
      expected: '2024-07-18T22:34:35.000Z',
    },
    {
      language: 'Italian',
      metadata:
        '- La tua evidenziazione a pagina 12 | posizione 150-151 | Aggiunto in data lunedì 3 dicembre 2012 10:00:00',
      expected: '2012-12-03T10:00:00.000Z',
    },
    {
      language: 'Portuguese',
      metadata: '- Seu destaque ou posição 150-151 | Adicionado: sábado, 30 de janeiro de 2021 21:00:51',
      expected: '2021-01-30T21:00:51.000Z',
    },
    {
      language: 'Chinese',
      metadata: '- 您在位置 #150-151的标注 | 添加于 2013年12月24日星期二 下午9:10:24',
      expected: '2013-12-24T21:10:24.000Z',
    },
    {
      language: 'Japanese, no space after the bar',
      metadata: '- 位置No. 150-151のハイライト |作成日: 2023年8月10日木曜日 18:36:08',
      expected: '2023-08-10T18:36:08.000Z',
    },
    {
      language: 'old firmware, two-digit year',
      metadata: '- Highlight Loc. 150-51 | Added on Monday, 3 December 12 19:24:58 GMT+01:00',
      expected: '2012-12-03T18:24:58.000Z',
    },
  ];
  for (const { language, metadata, expected } of cases) {
    it(`reads ${language}`, () => {
      const record = only(parseKindle(clipping('A Book (An Author)', metadata, 'Some text.'), UTC));
      expect(record.highlightedAt?.toISOString()).toBe(expected);
      expect(record.location).toEqual({ type: 'location', value: '150-151' });
      expect(record).toMatchObject({ title: 'A Book', author: 'An Author', text: 'Some text.' });
    });
  }

  it('reads wall-clock dates in the given time zone', () => {
    const metadata =
      '- Your Highlight on page 9 | location 568-569 | Added on Friday, 8 December 2023 08:51:38';
    const record = only(parseKindle(clipping('Book', metadata, 'x'), { timeZone: 'America/New_York' }));
    expect(record.highlightedAt?.toISOString()).toBe('2023-12-08T13:51:38.000Z');
  });

  it('keeps a clipping without a date (newer firmware), dated null', () => {
    const record = only(
      parseKindle(clipping('Book', '- Your Highlight on page 12 | location 100-102', 'x'), UTC),
    );
    expect(record.highlightedAt).toBeNull();
    expect(record.dateUnreadable).toBeUndefined();
    expect(record.location).toEqual({ type: 'location', value: '100-102' });
  });

  it('keeps the text and book of an unknown language, reporting the date unreadable', () => {
    const metadata =
      '- Ваш выделенный отрывок в месте 100-101 | Добавлено: понедельник, 3 декабря 2012 г. в 10:00:00';
    const record = only(parseKindle(clipping('Война и мир (Толстой, Лев)', metadata, 'Текст.'), UTC));
    expect(record).toMatchObject({
      title: 'Война и мир',
      author: 'Толстой, Лев',
      text: 'Текст.',
      highlightedAt: null,
    });
    expect(record.dateUnreadable).toContain('3 декабря 2012');
  });

  it('reports a date in the future or in year 0 as unreadable and keeps the highlight', () => {
    const future = clipping(
      'Book',
      '- Your Highlight on Location 1-2 | Added on Friday, 8 December 2090 08:51:38',
      'a',
    );
    const yearZero = clipping(
      'Book',
      '- Your Highlight on Location 5-6 | Added on Friday, 8 December 0000 08:51:38',
      'b',
    );
    const outcome = parseKindle(future + yearZero, UTC);
    expect(outcome.records.map((record) => record.highlightedAt)).toEqual([null, null]);
    expect(outcome.records[0]?.dateUnreadable).toContain('in the future');
    expect(outcome.records[1]?.dateUnreadable).toContain('year 0');
  });
});

describe('parseKindle oddities', () => {
  it('strips a BOM before every record and reads CRLF files with stray LFs', () => {
    const text = `\uFEFFBook (Author)\r\n- Your Highlight on Location 1-2 | Added on Friday, 8 December 2023 08:51:38\n\r\nfirst\r\n==========\r\n\uFEFFBook (Author)\n- Your Highlight on Location 3-4 | Added on Friday, 8 December 2023 08:52:38\r\n\r\nsecond line one\nsecond line two\r\n==========\r\n`;
    const outcome = parseKindle(text, UTC);
    expect(outcome.records.map((record) => [record.title, record.author, record.text])).toEqual([
      ['Book', 'Author', 'first'],
      ['Book', 'Author', 'second line one\nsecond line two'],
    ]);
  });

  it('keeps body lines that start with "- "', () => {
    const body = '- a list item\r\n- another';
    const record = only(
      parseKindle(
        clipping(
          'Book',
          '- Your Highlight on Location 1-2 | Added on Friday, 8 December 2023 08:51:38',
          body,
        ),
        UTC,
      ),
    );
    expect(record.text).toBe('- a list item\n- another');
  });

  it('keeps the Kindle location over the page, and the page when there is no location', () => {
    const withBoth = clipping(
      'Book',
      '- Your Highlight on page 9 | location 568-569 | Added on Friday, 8 December 2023 08:51:38',
      'a',
    );
    const pageOnly = clipping(
      'Book',
      '- Deine Markierung auf Seite 17-18 | Hinzugefügt am Freitag, 30. April 2021 13:47:22',
      'b',
    );
    const outcome = parseKindle(withBoth + pageOnly, UTC);
    expect(outcome.records.map((record) => record.location)).toEqual([
      { type: 'location', value: '568-569' },
      { type: 'page', value: '17-18' },
    ]);
  });

  it('treats "(German Edition)" as part of the title and nested parentheses as one author', () => {
    const meta = '- Your Highlight on Location 1-2 | Added on Friday, 8 December 2023 08:51:38';
    const outcome = parseKindle(
      clipping('Peak (German Edition)', meta, 'a') +
        clipping('Title (Smith, John (Jr.))', meta, 'b') +
        clipping('No Author', meta, 'c'),
      UTC,
    );
    expect(outcome.records.map((record) => [record.title, record.author])).toEqual([
      ['Peak (German Edition)', undefined],
      ['Title', 'Smith, John (Jr.)'],
      ['No Author', undefined],
    ]);
  });

  it('skips bookmarks in every language and the clipping-limit placeholder, with reasons', () => {
    const text =
      clipping(
        'Book',
        '- Your Bookmark on page 3 | location 40 | Added on Friday, 8 December 2023 08:51:38',
        '',
      ) +
      clipping(
        'Book',
        '- Ihr Lesezeichen auf Seite 3 | bei Position 40 | Hinzugefügt am Freitag, 30. April 2021 13:47:22',
        '',
      ) +
      clipping('Book', '- 您在位置 #76 的书签 | 添加于 2014年1月19日星期日 上午9:59:40', '') +
      clipping(
        'Book',
        '- Your Highlight on Location 50-52 | Added on Friday, 8 December 2023 08:51:38',
        ' <You have reached the clipping limit for this item>',
      ) +
      clipping(
        'Book',
        '- Your Highlight on Location 60-62 | Added on Friday, 8 December 2023 08:51:38',
        'real text\r\n <You have reached the clipping limit for this item>',
      ) +
      clipping('Book', '- Your Highlight on Location 70-72 | Added on Friday, 8 December 2023 08:51:38', '');
    const outcome = parseKindle(text, UTC);
    expect(outcome.total).toBe(6);
    expect(outcome.skipped.map((issue) => [issue.row, issue.message])).toEqual([
      [1, 'a bookmark, not a highlight'],
      [2, 'a bookmark, not a highlight'],
      [3, 'a bookmark, not a highlight'],
      [4, expect.stringContaining('clipping limit')],
      [6, 'an empty highlight'],
    ]);
    expect(only(outcome).text).toBe('real text');
  });

  it('attaches a note to the highlight it ends at or falls in, keeping the longest edit of the note', () => {
    const at = (loc: string) => `- Your Note on Location ${loc} | Added on Friday, 8 December 2023 08:51:38`;
    const highlight = (loc: string) =>
      `- Your Highlight on Location ${loc} | Added on Friday, 8 December 2023 08:50:00`;
    const text =
      clipping('Book', at('105'), 'Draft') +
      clipping('Book', highlight('100-105'), 'the first passage') +
      clipping('Book', highlight('200-210'), 'the second passage') +
      clipping('Book', at('205'), 'Inside') +
      clipping('Book', at('105'), 'Draft, finished') +
      clipping('Other Book', at('205'), 'A note on another book');
    const outcome = parseKindle(text, UTC);
    expect(outcome.total).toBe(6);
    expect(outcome.notesAttached).toBe(4 - 1);
    expect(outcome.records.map((record) => [record.text, record.note])).toEqual([
      ['the first passage', 'Draft, finished'],
      ['the second passage', 'Inside'],
      ['A note on another book', undefined],
    ]);
  });

  it('keeps the last edit of a note typed at one place, however the edits differ, and every note of other places', () => {
    // Kindle wrote each edit of one note as a record: "im", "I'm", "I'm not", ... all of them ended up in the note.
    const at = (loc: string) => `- Your Note on Location ${loc} | Added on Friday, 8 December 2023 08:51:38`;
    const text =
      clipping(
        'Book',
        '- Your Highlight on Location 640-645 | Added on Friday, 8 December 2023 08:50:00',
        'A passage',
      ) +
      ['im', "I'm", "I'm not", "I'm not s", "I'm not sure that this is true."]
        .map((edit) => clipping('Book', at('641'), edit))
        .join('') +
      clipping('Book', at('645'), 'Compare with chapter 2.') +
      clipping('Book', at('641'), "I'm not sure that this is true. Check the source.") +
      // A tag note and a note that begins with the tag's word are two notes, wherever they are.
      clipping('Book', at('643'), '.work') +
      clipping('Book', at('643'), 'Work through the examples') +
      // The same words at another place are another note.
      clipping('Book', at('644'), 'Compare with chapter 2, section 3.');
    const outcome = parseKindle(text, UTC);
    expect(outcome.notesAttached).toBe(10);
    expect(outcome.records.map((record) => [record.note, record.tags])).toEqual([
      [
        "I'm not sure that this is true. Check the source.\n\nCompare with chapter 2.\n\nWork through the examples\n\nCompare with chapter 2, section 3.",
        ['work'],
      ],
    ]);
  });

  it('reads a note typed for Readwise (".productivity") as a tag of its highlight, as Readwise does', () => {
    const at = (loc: string, time: string) =>
      `- Your Note on Location ${loc} | Added on Friday, 8 December 2023 ${time}`;
    const text =
      clipping(
        'Deep Work (Cal Newport)',
        highlightAt('100-105'),
        'Clarity about what matters provides clarity.',
      ) +
      clipping('Deep Work (Cal Newport)', at('105', '08:52:00'), '.focus .deep-work') +
      clipping('Deep Work (Cal Newport)', at('105', '08:53:00'), 'Read this to the team on Monday') +
      clipping('Deep Work (Cal Newport)', highlightAt('200-210'), 'Part Two: The Rules') +
      clipping('Deep Work (Cal Newport)', at('210', '08:54:00'), '.h1');
    const outcome = parseKindle(text, UTC);
    expect(outcome.records.map((record) => [record.text, record.note, record.tags])).toEqual([
      [
        'Clarity about what matters provides clarity.',
        'Read this to the team on Monday',
        ['focus', 'deep-work'],
      ],
      ['Part Two: The Rules', '.h1', undefined],
    ]);
  });

  it('joins highlights noted ".c1", ".c2", ".c3" into one passage, as Readwise concatenates them', () => {
    const note = (loc: string, body: string) =>
      clipping(
        'Deep Work (Cal Newport)',
        `- Your Note on Location ${loc} | Added on Friday, 8 December 2023 09:00:00`,
        body,
      );
    const book = (loc: string, body: string) => clipping('Deep Work (Cal Newport)', highlightAt(loc), body);
    const text =
      book('100-102', 'Deep work is the ability to focus without distraction.') +
      note('102', '.c1') +
      book('110-111', 'Another book line, never joined.') +
      clipping('Other Book (Someone)', highlightAt('115'), 'A line of another book between the pieces.') +
      clipping(
        'Other Book (Someone)',
        `- Your Note on Location 115 | Added on Friday, 8 December 2023 09:00:00`,
        '.c2',
      ) +
      book('120-121', 'It is a skill that allows you to master complicated information.') +
      note('121', '.c2 key idea') +
      book('130-132', 'Deep work produces better results in less time.') +
      note('132', '.c3 .focus') +
      book('200', 'A later passage.') +
      note('200', '.c2');
    const outcome = parseKindle(text, UTC);
    expect(
      outcome.records.map((record) => [record.text, record.note, record.tags, record.location?.value]),
    ).toEqual([
      [
        'Deep work is the ability to focus without distraction. … It is a skill that allows you to master complicated information. … Deep work produces better results in less time.',
        'key idea',
        ['focus'],
        '100-132',
      ],
      ['Another book line, never joined.', undefined, undefined, '110-111'],
      // Another book's ".c2" joins nothing of this book's passage.
      ['A line of another book between the pieces.', '.c2', undefined, '115'],
      // A ".c2" out of turn stays a highlight with its note as typed.
      ['A later passage.', '.c2', undefined, '200'],
    ]);
    expect(outcome.piecesJoined).toBe(2);
    expect(outcome.notesAttached).toBe(5);
    expect(outcome.records.length + outcome.piecesJoined + outcome.notesAttached).toBe(outcome.total);
  });

  it('keeps the longer of an edited highlight and counts the other as a duplicate', () => {
    const text =
      clipping('Book', highlightAt('100-101'), 'The quick brown') +
      clipping('Book', highlightAt('100-103'), 'The quick brown fox jumps') +
      clipping('Book', highlightAt('300-301'), 'elsewhere') +
      clipping('Book', highlightAt('300-301'), 'else');
    const outcome = parseKindle(text, UTC);
    expect(outcome.records.map((record) => [record.row, record.text])).toEqual([
      [2, 'The quick brown fox jumps'],
      [3, 'elsewhere'],
    ]);
    expect(outcome.duplicates.map((issue) => issue.row)).toEqual([1, 4]);
  });

  it('keeps a passage highlighted whole after its pieces, and counts every piece as a duplicate', () => {
    const text =
      clipping('Book', highlightAt('1460-1461'), 'We must not hesitate.') +
      clipping('Book', highlightAt('1466-1467'), 'Love is the ultimate goal.') +
      clipping(
        'Book',
        highlightAt('1460-1467'),
        'We must not hesitate. And so on. Love is the ultimate goal.',
      ) +
      clipping('Book', highlightAt('1466-1466'), 'Love is');
    const outcome = parseKindle(text, UTC);
    expect(outcome.records.map((record) => [record.row, record.text])).toEqual([
      [3, 'We must not hesitate. And so on. Love is the ultimate goal.'],
    ]);
    expect(outcome.duplicates.map((issue) => issue.row).sort()).toEqual([1, 2, 4]);
  });

  it('fails a record with no metadata line and keeps the others', () => {
    const text = `just some text\r\n==========\r\n${clipping('Book', '- Your Highlight on Location 1-2', 'kept')}`;
    const outcome = parseKindle(text, UTC);
    expect(outcome.failed).toEqual([{ row: 1, message: expect.stringContaining('not a Kindle clipping') }]);
    expect(only(outcome).text).toBe('kept');
  });

  it('reads a last record without its closing separator', () => {
    const text = 'Book\r\n- Your Highlight on Location 1-2\r\n\r\ntruncated';
    expect(only(parseKindle(text, UTC)).text).toBe('truncated');
  });

  it('fails a clipping whose text holds invalid UTF-8', () => {
    const outcome = parseKindle(clipping('Book', '- Your Highlight on Location 1-2', 'bad \uFFFD byte'), UTC);
    expect(outcome.failed).toEqual([{ row: 1, message: expect.stringContaining('UTF-8') }]);
  });
});

describe('parseKindleYielding', () => {
  it('gives the same outcome as parseKindle and lets other work run while it reads a large file', async () => {
    const text = Array.from({ length: 5_000 }, (_, index) =>
      clipping('Book', highlightAt(`${index * 10}-${index * 10 + 2}`), `text ${index}`),
    ).join('');
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const yielding = await parseKindleYielding(text, UTC);
    clearInterval(ticker);
    expect(yielding).toEqual(parseKindle(text, UTC));
    expect(yielding.records).toHaveLength(5_000);
    expect(turns).toBeGreaterThan(0);
  });
});
