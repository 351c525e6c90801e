/** What the learned task judge sees of a sentence: its rule cues, its words and shape, and its place. */

import { sentenceMemo } from './sentence-memo';
import type { TaskPlace } from './task-context';
import { EXPECTATION_RE, plainSentence, taskCues } from './task-patterns';
import { words } from './tokens';

const YOU_MUST_RE =
  /\byou(?:'ll| will)?\s+(?:just\s+|really\s+|still\s+)?(?:need to|have to|must|should|gotta|got to)\b/i;
/** "Tom is picking up the balloons on Saturday": a plan by name. */
const ARRANGED_RE = /^\p{Lu}[\p{L}'-]*(?: and \p{Lu}[\p{L}'-]*)? (?:is|are|'s) (?:\w+ing)\b/u;

/** Shapes the rules do not decide on but that lean one way: a reminder to "you", a plan by name, a done deed. */
const SHAPES: readonly [string, RegExp][] = [
  ['#you-must', YOU_MUST_RE],
  ['#arranged', ARRANGED_RE],
  [
    '#perfect',
    /\b(?:i've|we've|i have|we have|they've|has|have)\s+(?:just\s+|already\s+|now\s+)?(?:\w+ed|done|sent|got|made|told|paid|put|had|been|seen|written|taken|given|brought|bought|left|found)\b/i,
  ],
  [
    '#done-first',
    /^(?:\p{L}+:\s+)?(?:\p{L}+(?<!e)ed|went|got|took|had|did|made|saw|came|ran|sent|told|left|met|bought|paid|redid|found|gave|wrote|spoke|rang|thought|felt|said|kept)\b/iu,
  ],
  [
    '#when-first',
    /^[^,.—–-]{0,40}\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|^[^,.—–-]{0,40}\b(?:tomorrow|tonight|today)\b/i,
  ],
  [
    '#reply',
    /^(?:me:\s*)?(?:yes|no|ok|okay|sure|will do|thanks|thank you|cheers|great|perfect|done|noted)\b[^.?!]{0,20}[.!]?$/i,
  ],
  ['#expectation', EXPECTATION_RE],
  [
    '#rhetorical',
    /^(?:who (?:knows|cares)|what if|why (?:do|does|did|is|are|would|should) (?:we|people|they|anyone|everyone|it|things)|how (?:come|can anyone|could anyone)|isn't it|wouldn't it|who would have)\b/i,
  ],
  [
    '#done-last',
    /(?:^|\s)(?:returned|paid|submitted|sent|posted|collected|renewed|set up|sorted|fixed|done|booked|ordered|delivered)(?:,? (?:finally|today|yesterday|at last|already|now))?[.!]?$/i,
  ],
  // "brushes fine", "sole whitener ok till March", "Gloves — we have plenty": stock or state checked, nothing to do.
  [
    '#status-ok',
    /(?:^|\s)(?:fine|ok|okay|plenty(?: left)?|enough|good|full|all good)(?: (?:till|until|for) [\w ]{1,15}| for now| still)?[.!]?$/i,
  ],
  ['#moved', /\b(?:moved|rescheduled|postponed|brought forward|cancelled|canceled)\b/i],
  [
    '#standing',
    /^(?!.*\byou\b)(?=.*\b(?:is|are)\b).*\b(?:each|every) (?:week|month|day|year|morning|night|evening|term|quarter|fortnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
  ],
];

/**
 * "pump already winterized", "drone shots — done Tues", "pension credit form – posted Mon", "done: renewal letter",
 * "photograph the new bowls ✓": seen to.
 */
function isMarkedDone(text: string): boolean {
  return (
    /^(?:done|sorted|finished|completed|booked|paid|sent)\s*[:—–-]\s/i.test(text) ||
    /\balready\b|[✓✔✅☑]/iu.test(text) ||
    /[—–(,:-]\s*(?:\p{L}+\s+)?(?:done|sorted|ok|got it|booked|paid|sent|posted|ordered|returned|fixed)\b(?:\s+\p{L}+)?\)?\s*$/iu.test(
      text.slice(-28),
    )
  );
}

/** "Sainsbury's: semi-skimmed, Complan for Jean, fish for Friday, Earl Grey", "pasta, rice, oats": things to get. */
function isItemList(text: string): boolean {
  const items = text
    .replace(/^[^:]{1,30}:\s+/, '')
    .replace(/[.!]$/, '')
    .split(/,\s*|\s+and\s+/);
  return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= 4);
}

export function taskFeatures(sentence: string, place: TaskPlace): string[] {
  // The cues read quotation marks (a quoted line is someone's words); the words and shape do without them.
  const written = sentence.trim();
  const text = plainSentence(sentence);
  const all = words(text);
  const features = cuesOf(written).map((cue) => `cue:${cue}`);
  for (const word of new Set(all)) features.push(`w:${word}`);
  // Word pairs tell "check the" (an errand) from "check your" (advice) where single words cannot.
  const pairs = new Set<string>();
  for (let i = 1; i < all.length; i += 1) pairs.add(`b:${all[i - 1]} ${all[i]}`);
  features.push(...pairs);
  if (all[0] !== undefined) features.push(`first:${all[0]}`);
  if (all[0] !== undefined && all[1] !== undefined) features.push(`first:${all[0]} ${all[1]}`);
  if (/\d/.test(text)) features.push('#number');
  if (/\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a|p)\b|\b\d{1,2}:\d{2}\b/i.test(text)) features.push('#clock');
  if (/\s\p{Lu}/u.test(text.replace(/^\S+/, ''))) features.push('#name');
  if (!/[.!?…]["'”’)\]]*$/.test(text)) features.push('#no-stop');
  if (/\?["'”’)]*$/.test(text)) features.push('#question-mark');
  if (/!["'”’)]*$/.test(text)) features.push('#exclamation');
  if (/^\p{Ll}/u.test(text)) features.push('#lower-case');
  if (/^["“‘]/.test(written)) features.push('#quoted');
  if (/["”]\s*$/.test(written)) features.push('#quote-close');
  features.push(`#words:${Math.min(6, Math.floor(all.length / 3))}`);
  for (const [name, pattern] of SHAPES) if (pattern.test(text)) features.push(name);
  if (isMarkedDone(text)) features.push('#done-mark');
  if (isItemList(text)) features.push('#item-list');
  if (place.quotation) features.push('place:quotation');
  if (place.listEntry) features.push('place:list-entry');
  if (place.heading) features.push('place:heading');
  if (place.first) features.push('place:first');
  if (place.imperativeRun) features.push('place:imperative-run');
  if (place.previous !== undefined) features.push(...neighbourFeatures('prev', place.previous));
  if (place.next !== undefined) features.push(...neighbourFeatures('next', place.next));
  if (place.shape) features.push(...place.shape);
  if (place.under !== undefined)
    for (const word of new Set(words(place.under))) features.push(`under:${word}`);
  features.push(...crossedFeatures(features));
  return features;
}

/** What the judge sees of the sentence before or after: "Can we move it?" before "Yes, done." */
function neighbourFeatures(side: 'prev' | 'next', neighbour: string): string[] {
  const text = plainSentence(neighbour);
  const features = cuesOf(neighbour).map((cue) => `${side}:cue:${cue}`);
  const first = words(text)[0];
  if (first !== undefined) features.push(`${side}:first:${first}`);
  if (/\?["'”’)]*$/.test(text)) features.push(`${side}:question-mark`);
  if (/^[^:]{1,40}:\s/.test(text)) features.push(`${side}:label`);
  return features;
}

/**
 * Every pair of the sentence's own cues, shape and place: an imperative that opens a one-line highlight is an
 * errand, the same imperative in a run of them is advice, which no one cue's weight can say.
 */
function crossedFeatures(features: readonly string[]): string[] {
  const own = features.filter(
    (feature) => feature.startsWith('cue:') || feature.startsWith('#') || feature.startsWith('place:'),
  );
  const crossed: string[] = [];
  for (let i = 0; i < own.length; i += 1)
    for (let j = i + 1; j < own.length; j += 1) crossed.push(`x:${own[i]}&${own[j]}`);
  return crossed;
}

const cuesOf = sentenceMemo((sentence): readonly string[] => taskCues(sentence));
