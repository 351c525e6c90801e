/**
 * The tests of the MEETINGS, ISSUES and ANNOUNCEMENTS lists: the cue patterns of sentence-patterns.ts, settled
 * by a naive Bayes judge learned from labelled days. The judge drops what the cues took but looks unlike the
 * kind (a maxim with "fail" in it) and adds what it is nearly sure of though no cue fired ("Eleven shops
 * opened with empty bread shelves").
 */

import { LIST_DAY_SETS } from './labelled-list-days';
import type { LabelledListDay, LabelledListHighlight } from './labelled-lists';
import { trainSentenceBayes } from './sentence-bayes';
import { isAlert, isAnnouncement, isDecision, isProblem, isQuestion } from './sentence-patterns';
import { splitSentences } from './sentences';

export type ListKind = 'decisions' | 'problems' | 'announcements';
export const LIST_KINDS: readonly ListKind[] = ['decisions', 'problems', 'announcements'];

/** The cue patterns alone, as the summaries used them before the judge. */
export const LIST_RULES: Record<ListKind, (sentence: string) => boolean> = {
  decisions: (sentence) => isDecision(sentence) && !isQuestion(sentence),
  problems: (sentence) => isProblem(sentence) || isAlert(sentence),
  announcements: isAnnouncement,
};

/**
 * Below `keepAbove` the judge drops what a cue took; at `addAbove` it takes what no cue did. Chosen by
 * leave-one-author-out on authors A, B, D and E (author C held out), for the best balance of recall and
 * listed sentences of the kind.
 */
export const LIST_JUDGE_OPTIONS: Record<ListKind, { keepAbove: number; addAbove: number }> = {
  decisions: { keepAbove: 0.05, addAbove: 0.99999 },
  problems: { keepAbove: 0.5, addAbove: 0.9999 },
  announcements: { keepAbove: 0.5, addAbove: 0.9999 },
};

/** Every sentence of the labelled days, positive when the highlight lists it under `kind`. */
export function listExamples(days: readonly LabelledListDay[], kind: ListKind) {
  return days
    .flatMap((day): LabelledListHighlight[] => day.highlights)
    .flatMap((item) =>
      splitSentences(item.content).map((text) => ({ text, positive: (item[kind] ?? []).includes(text) })),
    );
}

export function trainListJudge(
  kind: ListKind,
  days: readonly LabelledListDay[],
): (sentence: string) => boolean {
  const probability = trainSentenceBayes(listExamples(days, kind));
  const rule = LIST_RULES[kind];
  const { keepAbove, addAbove } = LIST_JUDGE_OPTIONS[kind];
  return (sentence) => {
    const p = probability(sentence);
    return p >= addAbove || (rule(sentence) && p >= keepAbove);
  };
}

const judges = new Map<ListKind, (sentence: string) => boolean>();
/** The judge of one list, learned once per process from every labelled day. */
export function listTest(kind: ListKind): (sentence: string) => boolean {
  let judge = judges.get(kind);
  if (!judge) {
    judge = trainListJudge(
      kind,
      LIST_DAY_SETS.flatMap((set) => set.days),
    );
    judges.set(kind, judge);
  }
  return judge;
}
