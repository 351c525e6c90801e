import { LIST_DAY_SETS } from './labelled-list-days';
import type { LabelledListDay } from './labelled-lists';
import {
  LIST_KINDS,
  LIST_RULES,
  type ListKind,
  type ListTest,
  listExamples,
  trainListJudges,
} from './list-judge';

export interface ListFigures {
  labelled: number;
  /** Share of labelled sentences the list's test takes. */
  recall: number;
  /** Share of the sentences it takes that are not labelled for the list. */
  falseShare: number;
  missed: string[];
  wrong: string[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Scores one list's sentence test against labelled days, sentence by sentence, without a summary's limits. */
export function evaluateList(
  days: readonly LabelledListDay[],
  kind: ListKind,
  test: ListTest = LIST_RULES[kind],
): ListFigures {
  const missed: string[] = [];
  const wrong: string[] = [];
  let labelled = 0;
  let found = 0;
  for (const { text, around, positive } of listExamples(days, kind)) {
    const taken = test(text, around);
    if (positive) labelled += 1;
    if (positive && taken) found += 1;
    else if (positive) missed.push(text);
    else if (taken) wrong.push(text);
  }
  return {
    labelled,
    recall: round(found / Math.max(1, labelled)),
    falseShare: round(wrong.length / Math.max(1, found + wrong.length)),
    missed,
    wrong,
  };
}

export interface ListAuthorFigures {
  name: string;
  kind: ListKind;
  rules: ListFigures;
  /** The judge learned from every other author's days. */
  judged: ListFigures;
}

/** Each author's days by the cue patterns alone and by a judge that learned from the other authors. */
export function evaluateListsByAuthor(): ListAuthorFigures[] {
  return LIST_DAY_SETS.flatMap((set) => {
    const others = LIST_DAY_SETS.filter((other) => other !== set).flatMap((other) => other.days);
    const judges = trainListJudges(others);
    return LIST_KINDS.map((kind) => ({
      name: set.name,
      kind,
      rules: evaluateList(set.days, kind),
      judged: evaluateList(set.days, kind, judges[kind]),
    }));
  });
}

export { LIST_RULES as LIST_TESTS, type ListKind };
