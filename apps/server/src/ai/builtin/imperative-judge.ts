/**
 * A small naive Bayes judge for the sentences that only the imperative mood marks as tasks: "Return the
 * library books" is an errand, "Pack heavy items in small boxes" advice. The rules cannot tell them apart
 * by form; the labelled days can, by their words (my, the invoice, tomorrow; every, items, players) and a few
 * marks of an errand (a number, a name, a note typed in lower case without a full stop).
 */
import type { LabelledDay } from './action-items-data';
import { splitSentences } from './sentences';
import { words } from './tokens';

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

export const DEFAULT_IMPERATIVE_JUDGE_OPTIONS: ImperativeJudgeOptions = { smoothing: 0.5, threshold: 0.5 };

/** Every sentence of every labelled highlight, an action when it is one of the highlight's labels. */
export function labelledSentences(days: readonly LabelledDay[]): LabelledSentence[] {
  return days
    .flatMap((day) => day.highlights)
    .flatMap((item) =>
      splitSentences(item.content).map((text) => ({ text, action: item.actions.includes(text) })),
    );
}

function features(sentence: string): Set<string> {
  const all = words(sentence);
  const found = new Set(all.map((word) => `w:${word}`));
  if (all[0] !== undefined && all[1] !== undefined) found.add(`b:${all[0]} ${all[1]}`);
  if (/\d/.test(sentence)) found.add('#number');
  if (/\s\p{Lu}/u.test(sentence.trim().replace(/^\S+/, ''))) found.add('#name');
  if (!/[.!?…]["'”’)\]]*$/.test(sentence.trim())) found.add('#no-stop');
  if (/^\p{Ll}/u.test(sentence.trim())) found.add('#lower-case');
  found.add(`#words:${Math.min(4, Math.floor(all.length / 4))}`);
  return found;
}

export function trainImperativeJudge(
  examples: readonly LabelledSentence[],
  options: ImperativeJudgeOptions = DEFAULT_IMPERATIVE_JUDGE_OPTIONS,
): (sentence: string) => boolean {
  const counts = { action: new Map<string, number>(), other: new Map<string, number>() };
  const totals = { action: 0, other: 0 };
  for (const example of examples) {
    const side = example.action ? 'action' : 'other';
    totals[side] += 1;
    for (const feature of features(example.text))
      counts[side].set(feature, (counts[side].get(feature) ?? 0) + 1);
  }
  const { smoothing, threshold } = options;
  const prior = Math.log((totals.action + smoothing) / (totals.other + smoothing));
  // Bernoulli features seen in training only: an unseen word says nothing either way.
  const known = new Set([...counts.action.keys(), ...counts.other.keys()]);
  return (sentence) => {
    let logOdds = prior;
    for (const feature of features(sentence)) {
      if (!known.has(feature)) continue;
      const inAction = ((counts.action.get(feature) ?? 0) + smoothing) / (totals.action + 2 * smoothing);
      const inOther = ((counts.other.get(feature) ?? 0) + smoothing) / (totals.other + 2 * smoothing);
      logOdds += Math.log(inAction / inOther);
    }
    return 1 / (1 + Math.exp(-logOdds)) >= threshold;
  };
}
