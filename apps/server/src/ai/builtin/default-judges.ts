/**
 * The judges a summary asks: the models the build stored (learned-models.ts), or, run from source, the ones
 * learned from every labelled day on first use. Each is read or learned once per process.
 */
import { learnDefaultListModels, learnTaskModel } from './learn-default-models';
import { storedModels, TASK_MODEL } from './learned-models';
import { LIST_KINDS, type ListKind, type ListTest, listTestsOf } from './list-judge';
import { ALONE, type TaskJudge, taskJudgeOf } from './task-judge';

let taskJudge: TaskJudge | undefined;
export function defaultTaskJudge(): TaskJudge {
  taskJudge ??= taskJudgeOf(storedModels('task-judge', [TASK_MODEL])?.[TASK_MODEL] ?? learnTaskModel());
  return taskJudge;
}

/** Whether a sentence, on its own, is an action item. */
export const isTask = (sentence: string): boolean => defaultTaskJudge()(sentence, ALONE);

let listTests: Record<ListKind, ListTest> | undefined;
/** The judge of one list, weighing a sentence in its highlight when known. */
export function listTest(kind: ListKind): ListTest {
  listTests ??= listTestsOf(storedModels('list-judges', LIST_KINDS) ?? learnDefaultListModels());
  return listTests[kind];
}
