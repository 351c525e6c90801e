/**
 * The judge for the sentences that only the imperative mood marks as tasks: "Return the library books" is an
 * errand, "Pack heavy items in small boxes" advice. The rules cannot tell them apart by form; the labelled
 * days can, by their words (my, the invoice, tomorrow; every, items, players) and a few marks of an errand (a
 * number, a name, a note typed in lower case without a full stop).
 */
import type { LabelledDay } from './action-items-data';
import { DEFAULT_SMOOTHING, trainSentenceBayes } from './sentence-bayes';
import { splitSentences } from './sentences';

export interface LabelledSentence {
  text: string;
  action: boolean;
}

export interface ImperativeJudgeOptions {
  /** Additive smoothing of each feature's count per class. */
  smoothing: number;
  /** Probability of "errand" at or above which the sentence is a task. */
  threshold: number;
}

export const DEFAULT_IMPERATIVE_JUDGE_OPTIONS: ImperativeJudgeOptions = {
  smoothing: DEFAULT_SMOOTHING,
  threshold: 0.5,
};

/** Every sentence of every labelled highlight, an action when it is one of the highlight's labels. */
export function labelledSentences(days: readonly LabelledDay[]): LabelledSentence[] {
  return days
    .flatMap((day) => day.highlights)
    .flatMap((item) =>
      splitSentences(item.content).map((text) => ({ text, action: item.actions.includes(text) })),
    );
}

export function trainImperativeJudge(
  examples: readonly LabelledSentence[],
  options: ImperativeJudgeOptions = DEFAULT_IMPERATIVE_JUDGE_OPTIONS,
): (sentence: string) => boolean {
  const probability = trainSentenceBayes(
    examples.map(({ text, action }) => ({ text, positive: action })),
    options.smoothing,
  );
  return (sentence) => probability(sentence) >= options.threshold;
}
