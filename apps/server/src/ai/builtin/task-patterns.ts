/** What makes a sentence an action item: the TASKS summary's and the MEETINGS action list's test. */
import { isGeneralAdvice } from './advice-patterns';
import { isQuestion } from './sentence-patterns';

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const DEADLINE = `(?:${WEEKDAY}|tomorrow|tonight|today|noon|eod|cob|end of (?:the )?(?:day|week|month|quarter|sprint)|next (?:week|month|${WEEKDAY}))`;

/** Verbs that start imperative sentences ("Call Anna", "Review the draft"). */
const IMPERATIVE_VERBS: ReadonlySet<string> = new Set(
  `accept add adjust aim answer apply arrange assign archive borrow compile complete gather hand handle hang lend
  load lock mend offer outline paint pass plug polish pour recharge recycle refund reinstall restart restock scrub
  sew sketch sweep tag translate trim unplug unpack vacuum wipe wrap archive ask attach automate avoid back batch block book break breathe bring build buy call cancel
  carry change check choose clarify clean clear close collect commit compare confirm connect consider contact
  contribute cook copy create cut debug decide define delegate delete deploy describe do document
  double-check download draft drink drop edit email ensure escalate estimate explain fetch file fill find finish
  fix focus follow forget forward get give go grab group help hire hold include inform install introduce
  invest invite journal keep learn leave let lift limit list listen look mail make map measure meet mention
  merge message migrate mix monitor move name note notice notify open order organise organize pack pay phone
  pick ping place plan post practice practise praise prefer prepare print prioritise prioritize protect
  publish push put raise read reach rebook record reduce refactor refill reflect register remember remind
  remove rename renew repair replace reply report request rerun reschedule research reserve rest return
  revert review revisit rewrite roll rotate run save scan schedule sell send set settle share ship sign sit
  skip sleep sort spend split stand start stay stop stretch submit subscribe summarise summarize swap sync
  take talk teach tell test text thank think tidy track transfer treat try turn unsubscribe update upgrade
  upload use validate verify visit wait walk wash watch water write`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Second words that show the first word is a noun, not an imperative ("Test results are...", "Plan B"). */
const NOT_IMPERATIVE_NEXT: ReadonlySet<string> = new Set(
  'is are was were has have had will would can could may might shall should must of b'.split(' '),
);

/** A label or prefix that announces a task: "TODO:", "Action item:", "Next:". */
const TASK_PREFIX_RE =
  /^(?:todo\b\s*[:-]?|(?:to-?do|action(?: items?)?|next(?: steps?)?|task|reminder)\s*[:-])\s*/i;

/** Someone committing to or needing to do something: "I need to", "we must", "let's", "I'll". */
const FIRST_PERSON_OBLIGATION_RE =
  /\b(?:i|we)\s+(?:really\s+|still\s+|also\s+|just\s+|definitely\s+|absolutely\s+)?(?:should|must|need(?:s)? (?:to|a|an|the)|have to|has to|got to|ought to|will|shall|want to|plan to|am going to|are going to|gotta)\s+[a-z]+/i;
const FIRST_PERSON_FUTURE_RE = /\b(?:i'll|we'll|i'm going to|we're going to|let's|let us)\s+([a-z-]+)/i;
const OBLIGATION_HEAD_RE = /^(?:need(?:s)? to|must|should|have to|gotta|got to)\b/i;
/** Regrets and guesses, not obligations: "I should have called", "she must have been tired". */
const PAST_MODAL_RE = /\b(?:should|must|could|would|might)(?:n't| not)? have\b/i;

const REMINDER_RE =
  /\b(?:remember to|don'?t forget|do not forget|make sure|be sure to|follow(?:ing)? up (?:with|on)|to-do:)\b/i;
/** "Deadline for X is 12 March", "due by Friday", "by end of day": past-tense mentions are history. */
const DEADLINE_RE = new RegExp(
  String.raw`\bdeadline\b[^.]*?\b(?:is|are|on|by|for)\b|\bdue (?:by|on|today|tomorrow|in)\b|\bby ${DEADLINE}\b|\bbefore ${DEADLINE}\b`,
  'i',
);
const PAST_RE = /\b(?:was|were|had|did|slipped|passed|missed|finished|ago|last (?:week|month|year|time))\b/i;
/** "Council tax is due on the 1st of every month": a standing rule, not something to do now. */
const RECURRING_RE = new RegExp(
  String.raw`\b(?:every|each) (?:day|week|month|quarter|year|morning|evening|${WEEKDAY})\b|\b(?:daily|weekly|monthly|yearly|annually)\b`,
  'i',
);

/** "Tom to update the notes by Friday", "Ana and Li to book the room", "Marco will draft the schema". */
const ASSIGNMENT_RE =
  /^(\p{Lu}[\p{L}'-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+)?)\s+(?:to|will|should|must|needs to|has to)\s+([a-z-]+)/u;
const NOT_A_NAME: ReadonlySet<string> = new Set(
  'the this that it he she they there we you i a an our my your their what who which'.split(' '),
);

/** Questions that ask someone to act or decide: requests, owners, "should we". */
const ACTION_QUESTION_RE =
  /^(?:(?:can|could|would|will) you\b|(?:should|shall|do|can|could) we\b|who(?:'s|\s+is|\s+will|\s+should|\s+can|\s+owns|\s+takes)\b|(?:what|when|how|where) (?:do|should|will|shall|can) we\b|any(?:one|body) (?:able|free|willing)\b)/i;

function wordsOf(sentence: string): string[] {
  return (
    sentence
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z'-]+/g) ?? []
  );
}

function startsWithVerb(clause: string): boolean {
  const first = wordsOf(clause)[0];
  return first !== undefined && IMPERATIVE_VERBS.has(first);
}

/**
 * A maxim in imperative form: short parallel clauses that each start with a verb ("Make it work, make it
 * right, make it fast.", "Measure twice, cut once."), or an imperative addressed to "you" in general.
 */
export function isMaxim(sentence: string): boolean {
  const clauses = sentence
    .replace(/[.!"“”]+$/g, '')
    .split(/\s*[,;]\s*(?:and\s+|then\s+)?/)
    .filter((clause) => clause.trim().length > 0);
  // Errands name particular things (an article, a possessive, a name, a number): "Call Anna, book the room".
  const particular = clauses.some(
    (clause) =>
      /\b(?:the|a|an|my|our|his|her|their|this|that)\b|\d/i.test(clause) || /\s\p{Lu}/u.test(clause.trim()),
  );
  if (
    clauses.length >= 2 &&
    !particular &&
    clauses.every((clause) => startsWithVerb(clause) && wordsOf(clause).length <= 4)
  ) {
    return true;
  }
  // "Praise in public, criticise in private.", "Ship early, ship often.": short clauses built alike (the
  // same first or second word in each) about nothing in particular, which "Buy milk, eggs and coffee" is not.
  const shapes = clauses.map(wordsOf);
  const sameAt = (position: number) => new Set(shapes.map((words) => words[position])).size === 1;
  if (
    clauses.length >= 2 &&
    !particular &&
    startsWithVerb(clauses[0] ?? '') &&
    shapes.every((words) => words.length >= 2 && words.length <= 4) &&
    (sameAt(0) || sameAt(1))
  ) {
    return true;
  }
  return startsWithVerb(sentence) && /\byou(?:rself|r)?\b/i.test(sentence);
}

export function isImperative(sentence: string): boolean {
  const words = wordsOf(sentence.replace(TASK_PREFIX_RE, ''));
  const [first, second, third] = words;
  if (first === undefined || !IMPERATIVE_VERBS.has(first)) return false;
  // "Note: the API is read-only": a label, not an instruction.
  if (new RegExp(`^\\W*${first}\\s*:`, 'i').test(sentence)) return false;
  // "Remember when we...": reminiscing, not a reminder.
  if (first === 'remember' && /^(?:when|how|what|the|that)$/.test(second ?? '')) return false;
  // "Test results are in": the first word was a noun after all.
  return !(second && NOT_IMPERATIVE_NEXT.has(second)) && !(third && /^(?:is|are|was|were)$/.test(third));
}

function isAssignment(sentence: string): boolean {
  const match = ASSIGNMENT_RE.exec(sentence.replace(TASK_PREFIX_RE, ''));
  const [, who = '', verb = ''] = match ?? [];
  const firstName = who.split(/\s+/)[0]?.toLowerCase() ?? '';
  return match !== null && !NOT_A_NAME.has(firstName) && IMPERATIVE_VERBS.has(verb);
}

function isObligation(sentence: string): boolean {
  const text = sentence.replace(/’/g, "'");
  if (PAST_MODAL_RE.test(text)) return false;
  if (FIRST_PERSON_OBLIGATION_RE.test(text) || OBLIGATION_HEAD_RE.test(text)) return true;
  const verb = FIRST_PERSON_FUTURE_RE.exec(text)?.[1]?.toLowerCase();
  return verb !== undefined && verb !== 'be' && verb !== 'see';
}

/** A heading or a label ("Check the tests:", "Steps to reproduce:") introduces something; it is not a task. */
const isLabel = (sentence: string): boolean => /:\s*$/.test(sentence.trim());

export function isTask(sentence: string): boolean {
  const text = sentence.trim().replace(/^["“'‘]+|["”'’]+$/g, '');
  if (text === '' || isLabel(text)) return false;
  if (isQuestion(text)) return ACTION_QUESTION_RE.test(text);
  if (/^["“‘]/.test(sentence.trim())) return false;
  if (TASK_PREFIX_RE.test(text)) return true;
  if (REMINDER_RE.test(text) || isAssignment(text) || isObligation(text)) return true;
  if (DEADLINE_RE.test(text) && !PAST_RE.test(text) && !RECURRING_RE.test(text)) return true;
  return isImperative(text) && !isMaxim(text) && !isGeneralAdvice(text);
}

/** "— Eleanor Roosevelt": the highlight is a quotation, so its imperatives are someone's advice. */
export const isAttribution = (sentence: string): boolean =>
  /^\s*[—–-]{1,2}\s*\p{Lu}[\p{L}.' -]{1,60}$/u.test(sentence.trim());
