/** The imperative mood and its look-alikes: which first words are verbs, and which imperatives are maxims. */
import { STOP_WORDS } from './stop-words';
import { NARRATED_RE, WHEN_RE } from './task-dates';

/** Verbs that start imperative sentences ("Call Anna", "Review the draft"). */
export const IMPERATIVE_VERBS: ReadonlySet<string> = new Set(
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
  upload use validate verify visit wait walk wash watch water write chase nudge pair prep finalise finalize
  circulate coordinate liaise ring rebook reshoot shoot print renew top export import mark recruit invoice
  hoover iron feed fit service quote interview onboard fire pop grab bleed photograph proofread profile
  investigate benchmark`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * A verb we do not list still reads as one when a determiner (not "your": "Kill your darlings" is advice) follows it at the start of a sentence
 * ("Invoice the agency", "Hoover the stairs"), unless the word is one that leads a statement.
 */
const DETERMINER_AFTER_VERB: ReadonlySet<string> = new Set(
  'the a an my our his her their this these those'.split(' '),
);
const STATEMENT_LEADS: ReadonlySet<string> = new Set(
  `yesterday today tomorrow tonight later meanwhile overall outside inside behind beyond across along near past
  beside besides throughout plus hence therefore indeed instead amid amongst despite unlike versus round onto
  underneath beneath atop regarding concerning following including like unlike half quarter whole twice
  thrice once`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
/** Irregular past forms that start narration: "Rang the company", "Left a voicemail". */
const PAST_FORMS: ReadonlySet<string> = new Set(
  `rang left sent took made got went met saw told gave bought brought thought paid found kept held wrote spent
  lost won sold ran began drove flew ate wore fell felt heard knew led lent meant put read said sat slept spoke
  stood taught understood woke`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
/** "recheck", "re-check", "pre-book", "double-check": a listed verb with a prefix. */
const prefixedVerb = (word: string): boolean =>
  /^(?:re-?|pre-?|double-|un)[a-z]{2,}$/.test(word) &&
  IMPERATIVE_VERBS.has(word.replace(/^(?:re-?|pre-?|double-|un)/, ''));

function looksLikeVerb(first: string): boolean {
  return (
    /^[a-z]{3,}$/.test(first) &&
    !PAST_FORMS.has(first) &&
    !/(?:ly|ing|ed|s)$/.test(first) &&
    !STOP_WORDS.has(first) &&
    !STATEMENT_LEADS.has(first)
  );
}
/** "Price up rewiring the circuit": a particle and then the object ("Attendance down 3%" is a statement). */
const PARTICLES: ReadonlySet<string> = new Set('up out off'.split(' '));
function isUnlistedVerb(first: string, second: string | undefined, third: string | undefined): boolean {
  if (prefixedVerb(first)) return true;
  // "Re-cable the MDF": an unlisted verb with a hyphened prefix is read as the verb.
  if (second === undefined || !looksLikeVerb(first.replace(/^(?:re|pre)-(?=[a-z]{3,}$)/, ''))) return false;
  return DETERMINER_AFTER_VERB.has(second) || (PARTICLES.has(second) && third !== undefined);
}
/** "mark 11C essays tonight!!": a verb, listed or not, lower-case as typed, with the day it is for. */
export function isUnlistedVerbWithDay(text: string): boolean {
  const first = /^[a-z]+/.exec(text)?.[0];
  return (
    first !== undefined &&
    looksLikeVerb(first) &&
    (/\b(?:today|tonight|tomorrow)\b/i.test(text) || WHEN_RE.test(text)) &&
    !NARRATED_RE.test(text)
  );
}

/** Second words that show the first word is a noun, not an imperative ("Test results are...", "Plan B"). */
const NOT_IMPERATIVE_NEXT: ReadonlySet<string> = new Set(
  'is are was were has have had will would can could may might shall should must of b'.split(' '),
);

/** A label or prefix that announces a task: "TODO:", "Action item:", "Next:". */
export const TASK_PREFIX_RE =
  /^(?:todo\b\s*[:-]?|(?:to-?do|action(?: items?)?|next(?: steps?)?|task|reminder)\s*[:-])\s*/i;

function wordsOf(sentence: string): string[] {
  return (
    sentence
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z'-]+/g) ?? []
  );
}

export function startsWithVerb(clause: string): boolean {
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
    .split(/\s*[,;]\s*(?:and\s+|then\s+|but\s+)?/)
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
  // "Make the change easy, then make the easy change.": the same words turned round.
  const [firstWords, secondWords] = shapes;
  if (clauses.length === 2 && firstWords && secondWords && startsWithVerb(clauses[0] ?? '')) {
    const shared = secondWords.filter((word) => firstWords.includes(word)).length;
    if (shared >= 3 && shared / Math.max(firstWords.length, secondWords.length) >= 0.75) return true;
  }
  return startsWithVerb(sentence) && /(?<!-)\byou(?:rself|r)?\b/i.test(sentence);
}

export function isImperative(sentence: string): boolean {
  // Only the first three words count: the rest of a long sentence is not worth splitting.
  const [first, second, third] = wordsOf(sentence.replace(TASK_PREFIX_RE, '').slice(0, 80));
  if (first === undefined) return false;
  if (!IMPERATIVE_VERBS.has(first)) {
    const particleThenWord = /^\W*\S+\s+(?:up|out|off)\s+[a-z]/i.test(sentence.replace(TASK_PREFIX_RE, ''));
    return isUnlistedVerb(first, second, particleThenWord ? third : undefined);
  }
  // "Note: the API is read-only": a label, not an instruction.
  if (new RegExp(`^\\W*${first}\\s*:`, 'i').test(sentence)) return false;
  // "Remember when we...": reminiscing, not a reminder.
  if (first === 'remember' && /^(?:when|how|what|the|that)$/.test(second ?? '')) return false;
  // "Test results are in": the first word was a noun after all.
  return !(second && NOT_IMPERATIVE_NEXT.has(second)) && !(third && /^(?:is|are|was|were)$/.test(third));
}
