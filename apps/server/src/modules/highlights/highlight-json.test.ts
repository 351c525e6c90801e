import { highlightSchema } from '@precis/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { highlightsJson } from './highlight-json';
import { type RecordRow, toRecord } from './highlight-record';
import { toHighlight } from './highlights.service';

// Every kind of character a user can type or paste, including quotes, backslashes, controls and emoji.
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const labels = fc.array(anyText, { maxLength: 4 }).map((values) => JSON.stringify(values));
const row: fc.Arbitrary<RecordRow> = fc.record({
  id: anyText,
  content: anyText,
  source: fc.option(anyText, { nil: null }),
  comment: fc.option(anyText, { nil: null }),
  categories: labels,
  tags: labels,
  created_at: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  processed: fc.constantFrom(0, 1),
  synced: fc.constantFrom(0, 1),
});

describe('highlightsJson', () => {
  it('writes exactly the JSON of the mapped highlights, which the response schema accepts', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        const json = highlightsJson(rows);
        const expected = rows.map((stored) => toHighlight(toRecord(stored)));
        expect(json).toBe(JSON.stringify(expected));
        expect(z.array(highlightSchema.strict()).parse(JSON.parse(json))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('writes an empty list as []', () => {
    expect(highlightsJson([])).toBe('[]');
  });
});
