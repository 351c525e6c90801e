/**
 * The judges' models learned from every labelled day. The build runs this (write-learned-models.ts) and the
 * server reads what it stored; run from source, the judges learn here on first use. The server bundle holds
 * learn-default-models-unavailable.ts in its place (build.mjs), so the labelled days stay out of it.
 */
import { ACTION_DAY_SETS } from './labelled-action-days';
import { LIST_DAY_SETS } from './labelled-list-days';
import { type ListKind, learnListModels } from './list-judge';
import { type LearnedModel, learnLogisticModel } from './logistic-regression';
import { labelledTaskSentences } from './task-judge';

export const learnTaskModel = (): LearnedModel =>
  learnLogisticModel(labelledTaskSentences(ACTION_DAY_SETS.flatMap((set) => set.days)));

export const learnDefaultListModels = (): Record<ListKind, LearnedModel> =>
  learnListModels(LIST_DAY_SETS.flatMap((set) => set.days));
