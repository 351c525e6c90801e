import { afterAll, beforeAll, describe, expect } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { itWithSamples } from './formats/with-samples.test-helper';
import { multipart, sample } from './imports-test-helpers';

/** The figures of ../shared/samples/imports/README.md (records, highlights, notes) for each real file. */
const SAMPLES = [
  { file: 'kindle-de-2.txt', records: 187, highlights: 185, notes: 0 },
  { file: 'kindle-en-gb-2.txt', records: 779, highlights: 642, notes: 14 },
  { file: 'kindle-en-us-1.txt', records: 237, highlights: 184, notes: 31 },
  { file: 'kindle-es-1.txt', records: 258, highlights: 231, notes: 27 },
  { file: 'kindle-fr-2.txt', records: 11, highlights: 11, notes: 0 },
  { file: 'kindle-ja-1.txt', records: 351, highlights: 351, notes: 0 },
  // A clipped article ("Clip This Article") the README does not count as a highlight is kept, as an article.
  { file: 'kindle-zh-2.txt', records: 181, highlights: 154 + 1, notes: 21 },
  { file: 'readwise-en-2.csv', records: 3, highlights: 3, notes: 0 },
];

describe.each(testDialects)('the real sample files imported end to end on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const expected of SAMPLES) {
    itWithSamples(
      `imports ${expected.file}: every record accounted for, none failed`,
      async () => {
        const user = await t.signUp();
        const started = await user.request({
          method: 'POST',
          url: '/api/v1/imports',
          timeZone: 'UTC',
          ...multipart([{ name: 'file', value: sample(expected.file), fileName: expected.file }]),
        });
        expect(started.statusCode, started.body).toBe(202);
        await t.context.jobs.drain();
        const report = (
          await user.request({ method: 'GET', url: `/api/v1/imports/${started.json().id}` })
        ).json();
        expect(report).toMatchObject({
          status: 'DONE',
          total: expected.records,
          processed: expected.records,
        });
        expect(report.failed).toBe(0);
        expect(report.skipped).toBe(expected.records - expected.highlights - expected.notes);
        // Each note either attaches to its highlight (and accounts for itself through it) or stands alone.
        const highlightsAndLoneNotes = report.created + report.duplicates;
        expect(highlightsAndLoneNotes).toBeGreaterThanOrEqual(expected.highlights);
        expect(highlightsAndLoneNotes).toBeLessThanOrEqual(expected.highlights + expected.notes);
        const saved = await t.context.db.kysely
          .selectFrom('highlights')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(Number(saved.n)).toBe(report.created);
      },
      120_000,
    );
  }
});
