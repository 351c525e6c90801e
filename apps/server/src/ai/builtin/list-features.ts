/** What the list judges see of a sentence: the cue patterns of every list, its words and its shape. */
import {
  hasFigures,
  isAlert,
  isAnnouncement,
  isDecision,
  isNews,
  isProblem,
  isQuestion,
  isReportedLine,
} from './sentence-patterns';
import { words } from './tokens';

const CUES: readonly [string, (sentence: string) => boolean][] = [
  ['decision', isDecision],
  ['problem', isProblem],
  ['alert', isAlert],
  ['announcement', isAnnouncement],
  ['news', isNews],
  ['question', isQuestion],
  ['reported', isReportedLine],
  ['figures', hasFigures],
];

export function listFeatures(sentence: string): string[] {
  const text = sentence.trim();
  const all = words(text);
  const features: string[] = [];
  for (const [name, test] of CUES) if (test(text)) features.push(`cue:${name}`);
  for (const word of new Set(all)) features.push(`w:${word}`);
  const pairs = new Set<string>();
  for (let i = 1; i < all.length; i += 1) pairs.add(`b:${all[i - 1]} ${all[i]}`);
  features.push(...pairs);
  if (all[0] !== undefined) features.push(`first:${all[0]}`);
  if (all[0] !== undefined && all[1] !== undefined) features.push(`first:${all[0]} ${all[1]}`);
  if (/\d/.test(text)) features.push('#number');
  if (/\s\p{Lu}/u.test(text.replace(/^\S+/, ''))) features.push('#name');
  if (!/[.!?…]["'”’)\]]*$/.test(text)) features.push('#no-stop');
  if (/^\p{Ll}/u.test(text)) features.push('#lower-case');
  if (/^[^:]{1,30}:\s/.test(text)) features.push('#labelled');
  features.push(`#words:${Math.min(6, Math.floor(all.length / 3))}`);
  return features;
}
