/**
 * A two-class naive Bayes over the words of a sentence and a few marks of its shape: the learned half of
 * the judges that settle what cue patterns cannot (an errand or advice, news or not).
 */
import { words } from './tokens';

export interface LabelledText {
  text: string;
  positive: boolean;
}

/** Additive smoothing of each feature's count per class. */
export const DEFAULT_SMOOTHING = 0.5;

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

/** The probability that a sentence is of the positive class; features never seen in training say nothing. */
export function trainSentenceBayes(
  examples: readonly LabelledText[],
  smoothing: number = DEFAULT_SMOOTHING,
): (sentence: string) => number {
  const counts = { positive: new Map<string, number>(), negative: new Map<string, number>() };
  const totals = { positive: 0, negative: 0 };
  for (const example of examples) {
    const side = example.positive ? 'positive' : 'negative';
    totals[side] += 1;
    for (const feature of features(example.text))
      counts[side].set(feature, (counts[side].get(feature) ?? 0) + 1);
  }
  const prior = Math.log((totals.positive + smoothing) / (totals.negative + smoothing));
  const known = new Set([...counts.positive.keys(), ...counts.negative.keys()]);
  return (sentence) => {
    let logOdds = prior;
    for (const feature of features(sentence)) {
      if (!known.has(feature)) continue;
      const inPositive =
        ((counts.positive.get(feature) ?? 0) + smoothing) / (totals.positive + 2 * smoothing);
      const inNegative =
        ((counts.negative.get(feature) ?? 0) + smoothing) / (totals.negative + 2 * smoothing);
      logOdds += Math.log(inPositive / inNegative);
    }
    return 1 / (1 + Math.exp(-logOdds));
  };
}
