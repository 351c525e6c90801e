import { describe, expect, it } from 'vitest';
import { type LearnedModel, learnLogisticModel, logisticProbability } from './logistic-regression';
import { readWeightTable, weightTableBytes } from './weight-table';

const small = learnLogisticModel([
  { features: ['w:call', 'first:call', 'cue:imperative'], positive: true },
  { features: ['w:call', 'w:was', 'cue:narration'], positive: false },
  { features: ['w:buy', 'first:buy', 'cue:imperative'], positive: true },
  { features: ['w:the', 'w:was', 'cue:narration'], positive: false },
]);

/** A model of many features, as the judges have (183,000 for the task judge). */
const wide: LearnedModel = {
  bias: -0.25,
  weights: new Map(
    Array.from({ length: 20_000 }, (_, index) => [`b:word${index} other${index % 97}`, index / 7 - 3]),
  ),
};

describe('weight tables', () => {
  it('give the probabilities of the model they were written from, to the last bit', () => {
    const read = readWeightTable(weightTableBytes({ small }), ['small']);
    expect(read).toBeDefined();
    const learned = logisticProbability(small);
    const stored = logisticProbability(read?.small ?? small);
    for (const features of [['w:call'], ['w:was', 'cue:narration'], ['w:unseen'], [], ['w:call', 'w:call']]) {
      expect(stored(features)).toBe(learned(features));
    }
  });

  it('find every weight of a wide model, and none for features it never saw', () => {
    const read = readWeightTable(weightTableBytes({ wide }), ['wide'])?.wide;
    expect(read?.bias).toBe(-0.25);
    for (const [feature, weight] of wide.weights) expect(read?.weights.get(feature)).toBe(weight);
    for (let index = 0; index < 20_000; index += 1) {
      expect(read?.weights.get(`b:word${index} other${(index % 97) + 1}`)).toBeUndefined();
    }
    expect(read?.weights.get('')).toBeUndefined();
  });

  it('share one table of features between the models of a file, zero where a model never saw one', () => {
    const other: LearnedModel = { bias: 0.5, weights: new Map([['w:unseen', 1.25]]) };
    const read = readWeightTable(weightTableBytes({ small, other }), ['other', 'small']);
    expect(read?.other.weights.get('w:unseen')).toBe(1.25);
    expect(read?.other.weights.get('w:call')).toBe(0);
    expect(read?.small.weights.get('w:unseen')).toBe(0);
    for (const [feature, weight] of small.weights) expect(read?.small.weights.get(feature)).toBe(weight);
  });

  it('read a file whose bytes do not start on a boundary of eight', () => {
    const bytes = weightTableBytes({ small });
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const read = readWeightTable(shifted.subarray(3), ['small']);
    expect(read?.small.weights.get('w:call')).toBe(small.weights.get('w:call'));
  });

  const written = weightTableBytes({ small });
  const withHeader = (header: string) => {
    const encoded = new TextEncoder().encode(header);
    const bytes = new Uint8Array(12 + encoded.length);
    bytes.set(written.subarray(0, 8));
    new DataView(bytes.buffer).setUint32(8, encoded.length, true);
    bytes.set(encoded, 12);
    return bytes;
  };
  it.each([
    ['nothing', new Uint8Array(0)],
    ['another format', new TextEncoder().encode('{"features": [], "models": {}}')],
    ['its end cut off', written.subarray(0, written.length - 8)],
    ['bytes past its end', new Uint8Array([...written, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['a header that is not JSON', withHeader('{"slots": 8, "models": [')],
    ['a size that is no power of two', withHeader('{"slots": 6, "models": []}')],
    ['a model without a bias', withHeader('{"slots": 8, "models": [{"name": "small"}]}')],
    ['a header length past its end', withHeader('{}').fill(255, 8, 12)],
  ])('are refused when the file has %s, so the judge learns instead', (_, bytes) => {
    expect(readWeightTable(bytes, ['small'])).toBeUndefined();
  });

  it('are refused when no slot of the table is empty, where a search for an unseen feature would never end', () => {
    const header = new TextEncoder().encode('{"slots": 1, "models": [{"name": "small", "bias": 0}]}');
    const start = Math.ceil((12 + header.length) / 8) * 8;
    const bytes = new Uint8Array(start + 16);
    bytes.set(written.subarray(0, 8));
    const view = new DataView(bytes.buffer);
    view.setUint32(8, header.length, true);
    bytes.set(header, 12);
    view.setUint32(start, 7, true);
    view.setUint32(start + 4, 9, true);
    expect(readWeightTable(bytes, ['small'])).toBeUndefined();
    view.setUint32(start + 4, 0, true);
    expect(readWeightTable(bytes, ['small'])?.small.weights.get('w:call')).toBeUndefined();
  });

  it('are refused when a model asked for is not in the file', () => {
    expect(readWeightTable(written, ['small', 'other'])).toBeUndefined();
  });
});
