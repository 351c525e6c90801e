/**
 * The tests of the MEETINGS, ISSUES and ANNOUNCEMENTS lists: a logistic regression per list over the cue
 * patterns of sentence-patterns.ts, the words and the shape of a sentence (list-features.ts), learned from
 * labelled days. It keeps what a cue took unless the words make it unlikely (a maxim with "fail" in it), and
 * takes what no cue marks when the words make it likely ("Eleven shops opened with empty bread shelves").
 */

import type { LabelledListDay, LabelledListHighlight } from './labelled-lists';
import { isGoodNewsOfAMeasure, listFeatures } from './list-features';
import {
  type LearnedModel,
  type LogisticModel,
  learnLogisticModel,
  logisticProbability,
} from './logistic-regression';
import { type Neighbourhood, neighbourhoodsOf, ON_ITS_OWN } from './sentence-neighbourhood';
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
 * Above `addAbove` a sentence is listed; above the lower `keepAbove`, when a cue took it too. Chosen by
 * leave-one-author-out on authors C to W, for the balance of recall and listed sentences of the kind: with
 * more labelled days the judges need the cues' vote less than they did.
 */
export const LIST_JUDGE_OPTIONS: Record<ListKind, { keepAbove: number; addAbove: number }> = {
  decisions: { keepAbove: 0.25, addAbove: 0.3 },
  problems: { keepAbove: 0.25, addAbove: 0.3 },
  announcements: { keepAbove: 0.25, addAbove: 0.35 },
};

/** What a list never takes, whatever its words weigh. */
const NEVER_ON: Partial<Record<ListKind, (sentence: string) => boolean>> = {
  problems: isGoodNewsOfAMeasure,
};

/** A list's test of a sentence, in its highlight when known. */
export type ListTest = (sentence: string, around?: Neighbourhood) => boolean;

/** Every sentence of the labelled days with its neighbourhood, positive when the highlight lists it under `kind`. */
export function listExamples(days: readonly LabelledListDay[], kind: ListKind) {
  return labelledSentences(days).map(({ item, text, around }) => ({
    text,
    around,
    positive: (item[kind] ?? []).includes(text),
  }));
}

function labelledSentences(days: readonly LabelledListDay[]) {
  return days
    .flatMap((day): LabelledListHighlight[] => day.highlights)
    .flatMap((item) => {
      const texts = splitSentences(item.content);
      const around = neighbourhoodsOf(texts);
      return texts.map((text, index) => ({ item, text, around: around[index] ?? ON_ITS_OWN }));
    });
}

/** The models of every list, learned from the same labelled days, each sentence's features found once. */
export function learnListModels(days: readonly LabelledListDay[]): Record<ListKind, LearnedModel> {
  const sentences = labelledSentences(days).map((sentence) => ({
    ...sentence,
    features: listFeatures(sentence.text, sentence.around),
  }));
  const learn = (kind: ListKind) =>
    learnLogisticModel(
      sentences.map(({ item, text, features }) => ({
        features,
        positive: (item[kind] ?? []).includes(text),
      })),
    );
  return {
    decisions: learn('decisions'),
    problems: learn('problems'),
    announcements: learn('announcements'),
  };
}

/** A list's test by its model: above `addAbove` a sentence is listed, above `keepAbove` when a cue took it too. */
export function listTestOf(kind: ListKind, model: LogisticModel): ListTest {
  const probability = logisticProbability(model);
  const rule = LIST_RULES[kind];
  const { keepAbove, addAbove } = LIST_JUDGE_OPTIONS[kind];
  const never = NEVER_ON[kind];
  return (sentence: string, around: Neighbourhood = ON_ITS_OWN) => {
    if (never?.(sentence)) return false;
    const p = probability(listFeatures(sentence, around));
    return p >= addAbove || (p >= keepAbove && rule(sentence));
  };
}

export const listTestsOf = (models: Record<ListKind, LogisticModel>): Record<ListKind, ListTest> => ({
  decisions: listTestOf('decisions', models.decisions),
  problems: listTestOf('problems', models.problems),
  announcements: listTestOf('announcements', models.announcements),
});

export const trainListJudges = (days: readonly LabelledListDay[]): Record<ListKind, ListTest> =>
  listTestsOf(learnListModels(days));
