import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { learnDefaultListModels, learnTaskModel } from './learn-default-models';
import { parseModels, serialiseModels, storedModels, TASK_MODEL } from './learned-models';
import { LIST_KINDS } from './list-judge';
import { type LogisticModel, learnLogisticModel, logisticProbability } from './logistic-regression';
import { writeAllLearnedModels } from './write-learned-models';

const small = learnLogisticModel([
  { features: ['w:call', 'first:call', 'cue:imperative'], positive: true },
  { features: ['w:call', 'w:was', 'cue:narration'], positive: false },
  { features: ['w:buy', 'first:buy', 'cue:imperative'], positive: true },
  { features: ['w:the', 'w:was', 'cue:narration'], positive: false },
]);

/** Weights as plain entries, features of no weight left out (they weigh the same as features never seen). */
const entriesOf = (model: LogisticModel) =>
  [...model.weights].filter(([, weight]) => weight !== 0).sort(([a], [b]) => (a < b ? -1 : 1));

describe('stored models', () => {
  it('give the probabilities of the model they were written from, to the last bit', () => {
    const parsed = parseModels(serialiseModels({ small }), ['small']);
    expect(parsed).toBeDefined();
    const learned = logisticProbability(small);
    const stored = logisticProbability(parsed?.small as LogisticModel);
    for (const features of [['w:call'], ['w:was', 'cue:narration'], ['w:unseen'], []]) {
      expect(stored(features)).toBe(learned(features));
    }
  });

  it('share one list of features between the models of a file, zero where a model never saw one', () => {
    const other: LogisticModel = { bias: 0.5, weights: new Map([['w:unseen', 1.25]]) };
    const text = serialiseModels({ small, other });
    expect(JSON.parse(text).features).toHaveLength(small.weights.size + 1);
    const parsed = parseModels(text, ['small', 'other']);
    expect(parsed && entriesOf(parsed.other)).toEqual([['w:unseen', 1.25]]);
    expect(parsed && entriesOf(parsed.small)).toEqual(entriesOf(small));
  });

  it.each([
    ['not JSON', '{"features": ['],
    ['no models', '{"features": []}'],
    ['a missing model', JSON.stringify({ features: ['a'], models: { other: { bias: 0, weights: [1] } } })],
    [
      'fewer weights than features',
      JSON.stringify({ features: ['a', 'b'], models: { small: { bias: 0, weights: [1] } } }),
    ],
    [
      'a weight that is no number',
      JSON.stringify({ features: ['a'], models: { small: { bias: 0, weights: ['1'] } } }),
    ],
    [
      'a feature that is no string',
      JSON.stringify({ features: [1], models: { small: { bias: 0, weights: [1] } } }),
    ],
    ['no bias', JSON.stringify({ features: ['a'], models: { small: { weights: [1] } } })],
  ])('are refused when the file has %s, so the judge learns instead', (_, text) => {
    expect(parseModels(text, ['small'])).toBeUndefined();
  });

  it('are none where no file was written (a server run from source learns its judges)', () => {
    expect(
      storedModels('task-judge', [TASK_MODEL], path.join(os.tmpdir(), 'precis-no-such-directory')),
    ).toBeUndefined();
  });
});

describe('the models the build writes', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-learned-models-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('are the judges learned from every labelled day, weight for weight', () => {
    writeAllLearnedModels(directory);
    const task = storedModels('task-judge', [TASK_MODEL], directory);
    const lists = storedModels('list-judges', LIST_KINDS, directory);
    const learnedTask = learnTaskModel();
    expect(task && entriesOf(task[TASK_MODEL])).toEqual(entriesOf(learnedTask));
    expect(task?.[TASK_MODEL].bias).toBe(learnedTask.bias);
    const learnedLists = learnDefaultListModels();
    for (const kind of LIST_KINDS) {
      expect(lists && entriesOf(lists[kind])).toEqual(entriesOf(learnedLists[kind]));
      expect(lists?.[kind].bias).toBe(learnedLists[kind].bias);
    }
  }, 60_000);
});
