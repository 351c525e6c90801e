import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { learnDefaultListModels, learnTaskModel } from './learn-default-models';
import { storedModels, TASK_MODEL } from './learned-models';
import { LIST_KINDS } from './list-judge';
import type { LearnedModel, LogisticModel } from './logistic-regression';
import { writeAllLearnedModels } from './write-learned-models';

describe('stored models', () => {
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
    const pairs: [LogisticModel | undefined, LearnedModel][] = [[task?.[TASK_MODEL], learnTaskModel()]];
    const learnedLists = learnDefaultListModels();
    for (const kind of LIST_KINDS) pairs.push([lists?.[kind], learnedLists[kind]]);
    for (const [stored, learned] of pairs) {
      expect(stored?.bias).toBe(learned.bias);
      const differing = [...learned.weights].filter(
        ([feature, weight]) => (stored?.weights.get(feature) ?? 0) !== weight,
      );
      expect(differing).toEqual([]);
      expect(stored?.weights.get('w:no-such-word-in-any-labelled-day')).toBeUndefined();
    }
  }, 60_000);
});
