import type { LabelledListDay, LabelledListHighlight } from './labelled-lists';
import { isAlert, isAnnouncement, isDecision, isProblem, isQuestion } from './sentence-patterns';
import { splitSentences } from './sentences';

export type ListKind = 'decisions' | 'problems' | 'announcements';

export interface ListFigures {
  labelled: number;
  /** Share of labelled sentences the list's test takes. */
  recall: number;
  /** Share of the sentences it takes that are not labelled for the list. */
  falseShare: number;
  missed: string[];
  wrong: string[];
}

/** The sentence tests of MEETINGS' decisions, ISSUES' list and ANNOUNCEMENTS' list (summary-shapes.ts). */
export const LIST_TESTS: Record<ListKind, (sentence: string) => boolean> = {
  decisions: (sentence) => isDecision(sentence) && !isQuestion(sentence),
  problems: (sentence) => isProblem(sentence) || isAlert(sentence),
  announcements: isAnnouncement,
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Scores one list's sentence test against labelled days, sentence by sentence, without a summary's limits. */
export function evaluateList(days: readonly LabelledListDay[], kind: ListKind): ListFigures {
  const test = LIST_TESTS[kind];
  const missed: string[] = [];
  const wrong: string[] = [];
  let labelled = 0;
  let found = 0;
  for (const item of days.flatMap((day): LabelledListHighlight[] => day.highlights)) {
    const labels = item[kind] ?? [];
    for (const sentence of splitSentences(item.content)) {
      const isLabelled = labels.includes(sentence);
      const taken = test(sentence);
      if (isLabelled) labelled += 1;
      if (isLabelled && taken) found += 1;
      else if (isLabelled) missed.push(sentence);
      else if (taken) wrong.push(sentence);
    }
  }
  return {
    labelled,
    recall: round(found / Math.max(1, labelled)),
    falseShare: round(wrong.length / Math.max(1, found + wrong.length)),
    missed,
    wrong,
  };
}
