/** Cue patterns that decide which sentences fit a summary type. Case-insensitive and deterministic. */

/** The regex fragments of a list separated by " | " (a pipe with spaces around it). */
function fragments(list: string): string {
  return list
    .trim()
    .split(/\s+\|\s+/)
    .join('|');
}

/** A word-bounded, case-insensitive alternation of the listed fragments. */
const cues = (list: string): RegExp => new RegExp(`\\b(?:${fragments(list)})\\b`, 'i');

const PROBLEM_RE = cues(String.raw`
  bugs? | errors? | fail(?:s|ed|ing|ures?)? | crash(?:es|ed|ing)? | broken | breaks? | issues? |
  problems? | risks? | risky | regressions? | outages? | leaks? | vulnerab\w* | incorrect | wrong |
  slow(?:er|s|ed|down)? | blockers? | blocked | doesn'?t work | not working | exceptions? | defects? |
  concerns? | complain\w* | timeouts? | tim(?:es|ed|ing) out | delay(?:s|ed)? | stuck | missing | downtime |
  incidents?
`);

const ALERT_RE = cues(String.raw`
  warn(?:s|ed|ings?)? | alerts? | urgent(?:ly)? | critical | deadlines? | expir(?:e|es|ed|ing|y) |
  due (?:by|on|today|tomorrow) | danger\w* | caution | immediately | asap | breach\w* | security |
  vulnerab\w* | overdue | outages? | deprecat\w* | end of life | recall(?:ed)? | emergency | beware |
  last chance | action required
`);

const FIGURE_RE = new RegExp(
  fragments(String.raw`
    \d+(?:[.,]\d+)?\s?(?:%|percent|per cent|x\b|×|times\b|k\b|bn\b|million|billion|ms\b|fold) |
    \d+(?:[.,]\d+)?\s?(?:seconds?|minutes?|hours?|days?|kg|km|mph|users|customers|points)\b |
    [$€£¥]\s?\d | \b(?:doubled|tripled|halved|quadrupled)\b |
    \b(?:increas|decreas|grew|grow|drop|fell|fall|rose|rise|improv|reduc|cut|gain|los)\w*\b[^.]*\d
  `),
  'i',
);

const EXAMPLE_RE = new RegExp(
  fragments(String.raw`
    \bfor (?:example|instance)\b | \be\.g\. | \beg\. | \bsuch as\b | \bto illustrate\b | \bas an example\b |
    \bcase in point\b | \bexample: | \bimagine\b | \bconsider (?:the|a|how)\b | \blike when\b | \bsay you\b
  `),
  'i',
);

const ANNOUNCEMENT_RE = cues(String.raw`
  announc\w* | launch\w* | releas\w* | introduc\w* | unveil\w* | now available | available now |
  roll(?:s|ed|ing)? out | ship(?:s|ped) | debut\w* | new version | version \d[\w.]* | v\d+(?:\.\d+)+ |
  acquir\w* | partner(?:s|ed|ship) | beta | general availability | open[- ]sourced | coming soon |
  starting (?:today|tomorrow|next) | effective (?:today|immediately) |
  will (?:be|go) (?:available|live) | goes live | went live
`);

const NEWS_RE = cues(`
  new | reports? | reported | according to | survey | study (?:finds|found|shows) | today | this week |
  yesterday | breaking | headlines? | says | revealed | record
`);

/** A choice made: the noun "decision" alone ("a decision is pending") is not one. */
const DECISION_RE = cues(`
  decided | decide to | agreed | agrees? to | approved | chose | chosen | settled on | going with |
  going forward with | go with | resolved to | consensus (?:is|was) | signed off | final call | concluded |
  we will | we'll
`);
const DECISION_LABEL_RE = /^(?:decision|decided|agreed|resolution)\s*[:-]|\bdecision (?:is|was) to\b/i;
/** Prices and code read like decisions when "decide" is near them; they never are one on their own. */
const PRICE_RE =
  /[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars|euros)\b|\bper (?:month|seat|user|year)\b/i;
const CODE_LIKE_RE = /[{};]|=>|==|\w\(\)|^\s*(?:const|let|var|function|import|return|if)\b/;

export function isQuestion(sentence: string): boolean {
  return /\?["'”’)]*$/.test(sentence.trim());
}

const PROBLEM_CUES_RE = new RegExp(PROBLEM_RE.source, 'gi');
/** "fewer bugs", "without errors", "catching defects": the problem word names what is avoided, not a problem. */
const AVOIDED_RE =
  /\b(?:fewer|less|no|zero|without|prevent\w*|avoid\w*|catch(?:es|ing)?|reduc\w*|free of|minimi[sz]\w*)(?:\s+\w+){0,2}\s*$/i;

/** A sentence that reports a problem: a problem word that is not named as something avoided or prevented. */
export function isProblem(sentence: string): boolean {
  for (const match of sentence.matchAll(PROBLEM_CUES_RE)) {
    if (!AVOIDED_RE.test(sentence.slice(0, match.index))) return true;
  }
  return false;
}
export const isAlert = (sentence: string): boolean => ALERT_RE.test(sentence);
/** Figures with a unit or a trend word, or any other number that is not a bare year or a single digit. */
export function hasFigures(sentence: string): boolean {
  if (FIGURE_RE.test(sentence)) return true;
  const numbers = sentence.match(/(?<![\w.])\d[\d,.]*\d|(?<![\w.])\d/g) ?? [];
  return numbers.some((number) => number.length > 1 && !/^(?:19|20)\d\d$/.test(number));
}

/** Only figures with a unit, currency or trend word: the bar for choosing the performance shape by itself. */
export const hasStrongFigures = (sentence: string): boolean => FIGURE_RE.test(sentence);
export const isExample = (sentence: string): boolean => EXAMPLE_RE.test(sentence);
export const isAnnouncement = (sentence: string): boolean => ANNOUNCEMENT_RE.test(sentence);
export const isNews = (sentence: string): boolean => ANNOUNCEMENT_RE.test(sentence) || NEWS_RE.test(sentence);
export function isDecision(sentence: string): boolean {
  if (CODE_LIKE_RE.test(sentence)) return false;
  if (DECISION_LABEL_RE.test(sentence)) return true;
  if (!DECISION_RE.test(sentence)) return false;
  return (
    !PRICE_RE.test(sentence) || /\b(?:decided|agreed|approved|chose|settled on|signed off)\b/i.test(sentence)
  );
}
