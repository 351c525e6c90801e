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
  incidents? | root cause | does nothing | charged twice | double[- ]charged | unable to | cannot | can'?t |
  couldn'?t | unhappy | frustrated | stolen | fro(?:ze|zen) | freezes | leak\w* | damaged? | shortages? |
  stop(?:s|ped)? working | no longer works? | keeps? (?:losing|crashing|dropping|failing|tripping) |
  (?:\d+|one|two|three|four|five|six|a few|several) (?:hours?|days?|weeks?|months?) late | no fix |
  not yet released a fix | running late | appears? blank | overheat\w* | faulty |
  (?:went|goes|was|were|is|are) down (?:for|from|at|again|overnight|last|this|all) | jamm(?:ed|ing) | ransomware |
  near miss | called in sick | short[- ]staffed | (?:one|two|three|\d+) short | short of | behind (?:on|schedule) |
  quit | dropped out | handed in (?:their|his|her|my) notice | stall(?:ed|ing) | alarm(?:ed|ing) |
  stopped (?:working|updating|responding|syncing) | left (?:\w+ ){0,3}open | without asking | uncovered |
  (?:grinding|rattling|clicking|knocking|banging|squealing|screeching|whining|buzzing|scraping|hissing|gurgling|burning|strange|weird|funny|odd) (?:noises?|sounds?|smells?)
`);
/**
 * Someone else's words about the world: "Blog post: ...", "Reading group quote: ...", "The speaker said ...",
 * "A food critic once wrote ...". Their problems, launches and choices are not the reader's news.
 */
const REPORTED_LABEL_RE =
  /^[\w'’ ,]{0,40}\b(?:quote|quotation|article|column|post|blog|magazine|talk|podcast|book|essay|tip|webinar|paper)\b[^:]{0,40}:/i;
const REPORTED_SPEAKER_RE =
  /^(?:(?:the|a|an) (?:speaker|writer|author|article|critic|columnist|essay|book|blog)(?:'s)?\b|(?:an?|one) \w+ (?:once )?(?:wrote|said)\b)/i;
export function isReportedLine(sentence: string): boolean {
  const text = sentence.trim();
  return REPORTED_SPEAKER_RE.test(text) || (text.includes(':') && REPORTED_LABEL_RE.test(text));
}

/** "A problem well stated...", "Every complaint is a gift", "Risk is what is left...": problems in general. */
const GENERIC_PROBLEM_RE =
  /\b(?:every|any|most|all)\s+(?:\w+\s+)?(?:problems?|bugs?|complaints?|risks?|errors?|failures?|mistakes?)\b|^(?:an?\s+)?(?:risk|failure|error|problem|bug|complaint|mistake)s?\s+(?:\w+\s+){0,2}(?:is|are)\b|\bthe problem with\b|\bthe (?:biggest|real|main|greatest|hardest) (?:problem|risk|issue|mistake)\b|\bwhy (?:\w+ ){0,4}(?:fail|break|go wrong)\b|\b(?:wrote|said|says|writes) the (?:author|writer)\b/i;
/** Names that hold a problem word without reporting one: "the spring issue", "the error budget policy". */
const NEUTRAL_PROBLEM_RE =
  /\b(?:(?:spring|summer|autumn|fall|winter|latest|current|next|special|back|first|january|february|march|april|may|june|july|august|september|october|november|december|\d+(?:st|nd|rd|th)?) issue|issue #?\d+|error budget|risk register|risk assessment|bug bounty|issue tracker|incident (?:history|report\w*|log\w*)|problem statement|crash (?:logs?|reports?)|downtime procedures?|(?:19|20)\d\d crash)\b|#\d+/gi;
/** A problem reported as over: "has not come back", "fixed", "a thing of the past". */
const RESOLVED_RE =
  /\b(?:(?:has|have)n'?t come back|has not come back|(?:is|was|are|were|got|been) (?:fixed|resolved|solved)|a thing of the past|back to normal)\b/i;

const ALERT_RE = cues(String.raw`
  warn(?:s|ed|ings?)? | alerts? | urgent(?:ly)? | critical | deadlines? | expir(?:e|es|ed|ing|y) |
  due (?:by|on|today|tomorrow) | danger\w* | caution | immediately | asap | breach\w* | security |
  vulnerab\w* | overdue | outages? | deprecat\w* | end of life | recall(?:ed)? | emergency | beware |
  last chance | action required
`);

const FIGURE_RE = new RegExp(
  fragments(String.raw`
    (?<![\d.,])\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|x\b|×|times\b|k\b|bn\b|million|billion|ms\b|fold) |
    (?<![\d.,])\d+(?:[.,]\d+)?\s?(?:seconds?|minutes?|hours?|days?|kg|km|mph|users|customers|points)\b |
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
  welcome(?:s|d)?(?: to)? \w+(?: \w+)?,? (?:our|who|as|to the team) | welcome aboard | (?:is|are) out(?! of) |
  (?:is|are|has been|have been) (?:cancelled|canceled|discontinued|withdrawn) | join(?:s|ed)? (?:us )?as | starts? (?:today|on \w+) as |
  now (?:has|have|live|part of|supports?|offers?|includes?) | (?:is|are) now (?:live|available|public|open|part of) |
  (?:is|are) live | goes? live | (?:is|are) out (?:now|today) | out now | can now be | from (?:today|now on) |
  starting (?:\w+day|today|tomorrow|next|on|from|\d) | from \d{1,2}(?:st|nd|rd|th)? \w+ | won the contract |
  (?:thrilled|excited|proud|pleased|delighted|happy) to (?:announce|share|partner|welcome|introduce) |
  ^changelog | release notes: | price update | (?:will )?stop(?:s)? working on | ^from (?:next|this) (?:week|month|year|term|\w+day) |
  opens? (?:\w+ ){0,6}(?:on|from) (?:\w+day|\d|next|the \d) | opens? to (?:the public|students|everyone) | preorders? open |
  appointed | meet \w+, our new | awarded | ^added | effective (?:this|next|from) |
  roll(?:s|ed|ing)? out | ship(?:s|ped) | debut\w* | new version | version \d[\w.]* | v\d+(?:\.\d+)+ |
  acquir\w* | partner(?:s|ed|ship) | (?:public|open|closed) beta (?:is|opens|starts) | beta (?:is|opens|starts|launch\w*) | general availability | open[- ]sourced | coming soon |
  starting (?:today|tomorrow|next) | effective (?:today|immediately) |
  will (?:be|go) (?:available|live) | goes live | went live |
  heads[- ]up | please (?:note|be (?:aware|advised)) | for your information | fyi | (?:public )?notice: |
  (?:just )?a (?:quick |friendly )?reminder that | reminder that |
  will be held | will (?:take place|reopen) |
  (?:day|night|fair|party|concert|service|assembly|evening|match|sale|festival|open day|meeting) (?:is|will be) (?:on|this|next) (?:\w+day|\d+|the \d+|week)
`);

const NEWS_RE = cues(`
  new | reports? | reported | according to | survey | study (?:finds|found|shows) | today | this week |
  yesterday | breaking | headlines? | says | revealed | record
`);

/** A choice made: the noun "decision" alone ("a decision is pending") is not one. */
const DECISION_RE = cues(`
  decided | decide to | agreed | agrees? to | approved | chose | chosen | settled on | going with |
  going forward with | go with | resolved to | consensus (?:is|was) | signed off | final call | concluded |
  we will | we'll | going ahead with | scrapped | voted (?:to|for|against) | vote passed |
  we(?:'re| are) (?:keeping|moving|dropping|cancelling|canceling|switching|sticking with|going ahead) |
  we(?:'ve| have) (?:cancelled|canceled|dropped|scrapped|chosen|settled on)
`);
const DECISION_LABEL_RE =
  /^(?:decision|decided|agreed|resolution|outcome|verdict|final call)\b[^:]{0,30}[:-]|^[^:]{0,40}\b(?:decisions?|outcome|verdict|resolution)\s*:|\bdecision (?:is|was) to\b|\bmade the call\b/i;
/** "If the files are late we will miss the slot": a consequence foreseen, not a choice. */
const CONDITIONAL_RE = /\b(?:if|unless|otherwise)\b/i;
/** "Nobody has decided yet", "We have not agreed": no decision. */
const UNDECIDED_RE =
  /\b(?:nobody|no one|not|n't|yet to|still to)\b[^.]{0,20}\b(?:decided|agreed|chosen|settled)\b/i;
/** A decision stated as made: its label or a past-tense "decided", "agreed". */
const DECISION_MADE_RE =
  /^(?:decision|decided|agreed|resolution|outcome|verdict)\b[^:]{0,30}[:-]|\b(?:we|they|team|board) (?:decided|agreed|approved|chose)\b|^agreed\b/i;
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

/**
 * A sentence that reports a problem: a problem word that is not named as something avoided or prevented, nor
 * said of problems in general, nor part of a name ("the spring issue"), in a sentence that is not a decision
 * taken about it or a report that it is over.
 */
export function isProblem(sentence: string): boolean {
  // Most sentences name no problem at all: find that out before the finer tests.
  if (!PROBLEM_RE.test(sentence)) return false;
  if (isReportedLine(sentence)) return false;
  const text = sentence.replace(NEUTRAL_PROBLEM_RE, ' ');
  if (RESOLVED_RE.test(text) || DECISION_MADE_RE.test(text)) return false;
  if (GENERIC_PROBLEM_RE.test(text) && !/\d|\b(?:our|my|we|today|yesterday)\b/i.test(text)) return false;
  for (const match of text.matchAll(PROBLEM_CUES_RE)) {
    if (!AVOIDED_RE.test(text.slice(0, match.index))) return true;
  }
  return false;
}
/** A warning, deadline or security note, unless it is a decision taken about one ("Agreed: we waive the fees"). */
export const isAlert = (sentence: string): boolean =>
  ALERT_RE.test(sentence) && !DECISION_MADE_RE.test(sentence) && !ALERT_TO_BUILD_RE.test(sentence);
/** "Follow-up: add a pool-saturation alert", "set up security alerts": an alert to make, not one raised. */
const ALERT_TO_BUILD_RE =
  /\b(?:add|adding|set up|setting up|create|creating|configure|configuring|write|build|wire up)\b[^.;]{0,40}\b(?:alerts?|alerting|warnings?)\b/i;
/**
 * When, not how much: a clock time ("at 11", "14:30", "5.30pm"), hours of a day ("on Saturday from 9 to 11",
 * "between 8 and 12 tomorrow"), a date ("on the 29th", "12 December", "24 Nov", "12/03/2026") or a reference
 * ("PR #482").
 */
const WHEN_OR_REFERENCE_RE = new RegExp(
  fragments(String.raw`
    \b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|morning|afternoon|evening)\s+(?:from\s+)?\d{1,2}\s?(?:to|till|until|-|–)\s?\d{1,2}\b(?![:.,]?\d|\s?%) |
    \bbetween\s+\d{1,2}\s+and\s+\d{1,2}\s+(?:today|tomorrow|tonight|this|on|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b |
    \b\d{1,2}[:.]\d{2}\s?(?:am|pm)?\b | \b\d{1,2}\s?(?:am|pm)\b |
    \b(?:at|by|from|till|until|before|after)\s+\d{1,2}\b(?![:.,]?\d|\s?%) | \b\d{1,2}(?:st|nd|rd|th)\b |
    \b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\b |
    \b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\s+\d{1,2}\b | \b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b |
    #\d+
  `),
  'gi',
);

/** Figures with a unit or a trend word, or any other number that is not a bare year or a single digit. */
export function hasFigures(sentence: string): boolean {
  return FIGURE_RE.test(sentence) || hasPlainNumber(sentence);
}

/** Figures as PERFORMANCE lists them: as hasFigures, but a time, a date or a reference is no figure. */
export function hasMeasuredFigures(sentence: string): boolean {
  return FIGURE_RE.test(sentence) || hasPlainNumber(sentence.replace(WHEN_OR_REFERENCE_RE, ' '));
}

function hasPlainNumber(text: string): boolean {
  const numbers = text.match(/(?<![\w.])\d[\d,.]*\d|(?<![\w.])\d/g) ?? [];
  return numbers.some((number) => number.length > 1 && !/^(?:19|20)\d\d$/.test(number));
}

/** Only figures with a unit, currency or trend word: the bar for choosing the performance shape by itself. */
export const hasStrongFigures = (sentence: string): boolean => FIGURE_RE.test(sentence);
export const isExample = (sentence: string): boolean => EXAMPLE_RE.test(sentence);
/** Launch and release words that name something else: "the release checklist", "crashes on launch". */
const NEUTRAL_LAUNCH_RE =
  /\b(?:release (?:checklist|notes are|train|branch|candidate|process|date tbd|schedule|cycle)|release (?:time|early|often)|on (?:launch|startup)|launch (?:event|party) back|launch build)\b/gi;
/** Talk about launches rather than news of one: hedged, argued, hoped for, not yet done, or long ago. */
const NOT_NEWS_RE =
  /\b(?:maybe|might|could|perhaps|speculat\w*|rumou?r\w*|exploring|argues?|if|not yet|has not|hasn't|won't|hope to|plan(?:s|ning)? to|every (?:release|launch)|(?:was|were) (?:first )?(?:released|launched|introduced|announced)(?! (?:today|yesterday|this|last night)))\b|(?<!\d )\bmay\b|\bin (?:1[89]\d\d|20[01]\d)\b/i;
/** "Launch before you are ready": advice in the imperative. */
const ADVICE_START_RE =
  /^(?:launch|release|ship|announce|introduce)\s+(?:the|a|an|early|too|it|your|before|when|only|something|often)\b/i;

/** News of something new made public or taking effect, not a question, a decision or talk about launching. */
export function isAnnouncement(sentence: string): boolean {
  if (!ANNOUNCEMENT_RE.test(sentence)) return false;
  const text = sentence.replace(NEUTRAL_LAUNCH_RE, ' ');
  if (isQuestion(text) || ADVICE_START_RE.test(text.trim()) || NOT_NEWS_RE.test(text)) return false;
  if (isReportedLine(text)) return false;
  if (isDecision(text)) return false;
  return ANNOUNCEMENT_RE.test(text);
}
export const isNews = (sentence: string): boolean => ANNOUNCEMENT_RE.test(sentence) || NEWS_RE.test(sentence);
/** What the reader learned ("Learned today that octopuses have three hearts.", "TIL ..."): a fact, no headline. */
const LEARNED_RE =
  /^(?:TIL\b|(?:today\s+)?(?:I\s+|we\s+)?(?:just\s+|finally\s+)?(?:learned|learnt|found out|realised|realized)\b)/i;
/** A sentence for NEWS' headlines: news or an announcement, not a note of what the reader learned. */
export const isHeadline = (sentence: string): boolean =>
  isNews(sentence) && !LEARNED_RE.test(sentence.trim());
export function isDecision(sentence: string): boolean {
  const labelled = DECISION_LABEL_RE.test(sentence);
  if (!labelled && !DECISION_RE.test(sentence)) return false;
  if (CODE_LIKE_RE.test(sentence) || UNDECIDED_RE.test(sentence)) return false;
  if (isReportedLine(sentence)) return false;
  if (labelled) return true;
  if (CONDITIONAL_RE.test(sentence) && !/\b(?:decided|agreed|approved|chose|voted)\b/i.test(sentence))
    return false;
  return (
    !PRICE_RE.test(sentence) || /\b(?:decided|agreed|approved|chose|settled on|signed off)\b/i.test(sentence)
  );
}
