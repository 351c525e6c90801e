import { describe, expect, it } from 'vitest';
import { parseImport } from '../../modules/imports/formats/parse-import';
import { readSample, samplesPresent } from '../../modules/imports/formats/real-samples.test-helper';
import { defaultTaskJudge } from './default-judges';
import { splitSentences } from './sentences';
import { summarise } from './summariser';
import { type PlacedSentence, taskPlaces } from './task-context';

/** Real Kindle exports (../shared/samples/imports): book passages, none of them a task of the reader's. */
async function kindleRecords(name: string) {
  const outcome = await parseImport(new Uint8Array(readSample(name)), 'kindle', { timeZone: 'UTC' });
  return outcome.records;
}

const period = { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' };

describe.skipIf(!samplesPresent)('TASKS over real e-reader highlights', () => {
  it('lists no action item from highlights imported with their book, author and location', async () => {
    for (const name of ['kindle-en-gb-2.txt', 'kindle-en-us-1.txt']) {
      const records = await kindleRecords(name);
      const result = summarise({
        highlights: records.map((record, index) => ({
          id: `${index}`,
          content: record.text,
          source: record.title ?? null,
          author: record.author ?? null,
          location: record.location ?? null,
          createdAt: '2026-11-03T10:00:00Z',
        })),
        type: 'TASKS',
        period,
        timeZone: 'UTC',
      });
      expect(result.markdown, name).not.toContain('- [ ] ');
    }
  });

  // The same passages pasted with nothing to say where they came from: the judge alone must tell. Measured
  // share of the sentences listed, as a ceiling.
  const ceilings: [string, number][] = [
    ['kindle-en-gb-2.txt', 9 / 1013],
    ['kindle-en-us-1.txt', 7 / 489],
  ];
  for (const [name, ceiling] of ceilings) {
    it(`takes few sentences of ${name}, pasted without their source, for tasks`, async () => {
      const records = await kindleRecords(name);
      const placed: PlacedSentence[] = [];
      records.forEach((record, highlightIndex) => {
        splitSentences(record.text).forEach((text, position) => {
          placed.push({ index: placed.length, highlightIndex, position, text });
        });
      });
      const places = taskPlaces(placed);
      const judge = defaultTaskJudge();
      const listed = placed.filter((sentence) => {
        const place = places[sentence.index];
        return place !== undefined && judge(sentence.text, place);
      });
      expect(listed.length / placed.length).toBeLessThanOrEqual(ceiling);
    });
  }
});
