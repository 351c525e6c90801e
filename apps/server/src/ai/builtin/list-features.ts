/**
 * What the list judges see of a sentence: the cue patterns of every list, its words and its shape, and the cues
 * and shape of the sentences either side and of its highlight.
 */

import { withoutGreeting } from './letter-greetings';
import { metricDirection, withoutGoodNews } from './metric-direction';
import { sentenceMemo } from './sentence-memo';
import type { Neighbourhood } from './sentence-neighbourhood';
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

export function listFeatures(sentence: string, around?: Neighbourhood): string[] {
  const features = [...ownFeaturesOf(sentence)];
  if (around === undefined) return features;
  for (const [side, neighbour] of [
    ['prev', around.previous],
    ['next', around.next],
  ] as const) {
    if (neighbour === undefined) continue;
    for (const feature of ownFeaturesOf(neighbour))
      if (feature.startsWith('cue:') || feature.startsWith('#') || feature.startsWith('first:'))
        features.push(`${side}:${feature}`);
  }
  features.push(...around.shape);
  if (around.previous === undefined) features.push('place:first');
  return features;
}

const ownFeaturesOf = sentenceMemo((sentence): readonly string[] => ownFeatures(sentence));

function ownFeatures(sentence: string): string[] {
  // "Dear customer, Because of a cargo delay..." is read from after the greeting, which is a sign of its own.
  const written = sentence.trim();
  const text = withoutGreeting(written);
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
  if (TROUBLE_RE.test(text)) features.push('#trouble');
  if (text !== written) features.push('#greeting');
  if (RESOLVED_RE.test(text)) features.push('#resolved');
  const direction = metricDirection(text);
  if (direction !== undefined) features.push(`#measure-${direction}`);
  return features;
}

/**
 * A measure that moved the way people want it to, and nothing else amiss: "Churn dropped to 2.1% in November",
 * "Latency is down to 180ms". Never a problem, whatever "dropped" and "is down" weigh elsewhere.
 */
export function isGoodNewsOfAMeasure(sentence: string): boolean {
  const rest = withoutGoodNews(sentence);
  return (
    rest !== undefined &&
    !TROUBLE_RE.test(rest) &&
    !SOMETHING_DOWN_RE.test(rest) &&
    !isProblem(rest) &&
    !isAlert(rest)
  );
}
/** What is left of it saying a thing is down: "..., but the checkout server is down". */
const SOMETHING_DOWN_RE =
  /\b(?:is|are|was|were|went|goes|been|still)\s+down\b|\bdown\s+(?:again|since|for|overnight)\b/i;

/** "Compressor 2 tripped at 04:10, reset and running", "bandsaw down for 6 hours, now repaired": dealt with already. */
const RESOLVED_RE =
  /\b(?:now (?:repaired|fixed|working|running|sorted|resolved|back)|(?:running|working) (?:fine|again|normally)|back (?:up|on|online|in service|working|to normal)|(?:issue |problem )?resolved|reset and running|fixed now|all (?:sorted|fine|good|clear))\b/i;

/**
 * Words of damage, loss, danger and shortfall, wider than the problem cues and decisive for none of them: a lean the
 * judges weigh ("Self-service kiosk 2 is refusing all cards", "A window was smashed last night").
 */
const TROUBLE_RE =
  /\b(?:smash\w*|refus\w*|offline|dead|flat|flood\w*|crack\w*|burst|mou?ld\w*|damp|noisy|rats?|mice|pests?|injur\w*|sick|ill|hurt|sore|strikes?|striking|shortfall|deficit|gap|backlog|overdue|expir\w*|lapsed|overflow\w*|blocked|clogged|vandal\w*|theft|thefts|stolen|burgl\w*|graffiti|lost|loss|losses|poor|worse|worst|declin\w*|drop(?:ped|s)?|fell|falling|cuts?|overspen\w*|over budget|arrears|unpaid|bounced|rejected|denied|refunds?|disputes?|warnings?|unsafe|hazard\w*|danger\w*|spill\w*|contaminat\w*|outbreak|infect\w*|fire|smoke|alarm|evacuat\w*|collapse\w*|subsid\w*|sagging|rot|rotten|rust\w*|worn|fray\w*|tripp\w*|overheat\w*|glitch\w*|bug\w*|flaky|intermittent\w*|still (?:not|no|down|out|broken|waiting)|not (?:working|fixed|arrived|received)|no longer|below (?:target|plan|budget|normal|forecast)|short(?:age)?s?|ran out|run out|running out|ignored|freez\w*|crash\w*|errors?|stopped|outages?|risks?|complain\w*|moan\w*|delay\w*|missing|leak\w*|broken?|unable|can't|cannot|won't|waiting list|queues?|reported)\b/i;
