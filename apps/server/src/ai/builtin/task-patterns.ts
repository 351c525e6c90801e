/** What makes a sentence an action item: the TASKS summary's and the MEETINGS action list's test. */
import { isGeneralAdvice, isReportedView } from './advice-patterns';
import { labelledSentences, trainImperativeJudge } from './imperative-judge';
import { ACTION_DAY_SETS } from './labelled-action-days';
import { isQuestion } from './sentence-patterns';
import { STOP_WORDS } from './stop-words';

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** "12 March", "March 12", "the 5th": a calendar date, never a bare number ("by 20%"). */
const DATE = String.raw`(?:(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of ${MONTH})?|\d{1,2} ${MONTH}|${MONTH} \d{1,2}(?:st|nd|rd|th)?)`;
const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)`;
const DEADLINE = `(?:${CLOCK}|${WEEKDAY}|tomorrow|tonight|today|noon|eod|cob|end of (?:the )?(?:day|week|month|quarter|sprint)|next (?:week|month|${WEEKDAY})|${DATE})`;

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
  upload use validate verify visit wait walk wash watch water write chase nudge pair prep finalise finalize
  circulate coordinate liaise ring rebook reshoot shoot print renew top export import mark recruit invoice
  hoover iron feed fit service quote interview onboard fire pop grab bleed photograph proofread`
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
  underneath beneath atop regarding concerning following including like unlike half quarter whole`
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
/** "recheck", "pre-book", "double-check": a listed verb with a prefix. */
const prefixedVerb = (word: string): boolean =>
  /^(?:re|pre|double-|un)[a-z]{3,}$/.test(word) &&
  IMPERATIVE_VERBS.has(word.replace(/^(?:re|pre|double-|un)/, ''));

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
  if (second === undefined || !looksLikeVerb(first)) return false;
  return DETERMINER_AFTER_VERB.has(second) || (PARTICLES.has(second) && third !== undefined);
}
/** "mark 11C essays tonight!!": a verb, listed or not, lower-case as typed, with the day it is for. */
function isUnlistedVerbWithDay(text: string): boolean {
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
const TASK_PREFIX_RE =
  /^(?:todo\b\s*[:-]?|(?:to-?do|action(?: items?)?|next(?: steps?)?|task|reminder)\s*[:-])\s*/i;

/** Someone committing to or needing to do something: "I need to", "we must", "let's", "I'll". */
const FIRST_PERSON_OBLIGATION_RE =
  /\b(?:i|we)\s+(?:really\s+|still\s+|also\s+|just\s+|definitely\s+|absolutely\s+)?(?:should|must|need(?:s)? (?:to|a|an|the)|have to|has to|got to|ought to|will|shall|want to|plan to|am going to|are going to|gotta)\s+[a-z]+/i;
const FIRST_PERSON_FUTURE_RE = /\b(?:i'll|we'll|i'm going to|we're going to|let's|let us)\s+([a-z-]+)/i;
const OBLIGATION_HEAD_RE =
  /^(?:need(?:s)? (?:to|a|an|the|new|more|some)|must|should|have to|gotta|got to)\b/i;
/** Regrets and guesses, not obligations: "I should have called", "she must have been tired". */
const PAST_MODAL_RE = /\b(?:should|must|could|would|might)(?:n't| not)?(?: have\b|'ve\b)/i;

const REMINDER_RE =
  /\b(?:remember to|don'?t forget|do not forget|make sure|be sure to|follow(?:ing)? up (?:with|on)|to-do:)\b/i;
/** "Deadline for X is 12 March", "due by Friday", "by end of day": past-tense mentions are history. */
const DEADLINE_RE = new RegExp(
  String.raw`\bdeadline\b[^.]*?\b(?:is|are|on|by|for)\b|\bdue (?:by|on|in|${DEADLINE}\b)|\bby ${DEADLINE}\b|\bbefore ${DEADLINE}\b`,
  'i',
);
const PAST_RE = /\b(?:was|were|had|did|slipped|passed|missed|finished|ago|last (?:week|month|year|time))\b/i;
/** "Council tax is due on the 1st of every month": a standing rule, not something to do now. */
const RECURRING_RE = new RegExp(
  String.raw`\b(?:every|each) (?:day|week|month|quarter|year|morning|evening|${WEEKDAY})\b|\b(?:daily|weekly|monthly|yearly|annually)\b`,
  'i',
);

/** "Tom to update the notes by Friday", "Ana and Li to book the room", "Marco will draft the schema". */
/** A name ("Elena"), a handle ("@Ravi"), or a team ("Pics desk", "Sales team"). */
const NAME = String.raw`(?:@[\w.-]+|\p{Lu}\p{Ll}[\p{L}'-]*(?:\s+(?:team|desk|group|crew|side|office|squad))?)`;
const ASSIGNMENT_RE = new RegExp(
  String.raw`^(${NAME}(?:\s+(?:and|&)\s+${NAME})?)\s+(to|will|should|must|needs to|has to|needs|takes|owns|handles)\s+([a-z-]+)(?:\s+([a-z]+))?`,
  'u',
);
const NOT_A_NAME: ReadonlySet<string> = new Set(
  'the this that it he she they there we you i a an our my your their what who which people everyone nobody'.split(
    ' ',
  ),
);
/** "Companies should pay...", "Managers must listen": people in general, not someone given a job. */
const GENERIC_PLURAL_RE = /(?:ies|ers|ors|ents|ists|ments)$/;
/** "Elena to pair with the new hire": a verb we do not list still reads as one when an object or particle follows. */
const OBJECT_START: ReadonlySet<string> = new Set(
  'the a an my our his her their this that with on up out over into in through for about back off down'.split(
    ' ',
  ),
);

/** Questions that ask someone to act or decide: requests, owners, "should we". */
const ACTION_QUESTION_RE =
  /^(?:(?:can|could|would|will) you\b|(?:should|shall|do|can|could) we\b|(?:should|shall) i\b|do i (?:need|have) to\b|who(?:'s|\s+is|\s+will|\s+should|\s+can|\s+(?!knows\b|cares\b)[a-z]+s)\b|(?:what|which|when|how|where)\b[^?]{0,40}?\b(?:do|should|will|shall|can) we\b|any(?:one|body) (?:able|free|willing)\b)/i;
/** "@Dan can you...", "Dan, could you...": a request to someone, named first. */
const ADDRESSEE_RE = /^(?:@[\w.-]+[,:]?\s+|\p{Lu}[\p{L}'-]+,\s+)+/u;
/** "Hi, the tap is dripping again, could you pop round?": a request after the news that prompts it. */
const REQUEST_CLAUSE_RE =
  /(?:^|[,;—–-]\s*|\b(?:pls|please)\s+)(?:can|could) (?:you|someone|somebody|anyone|anybody)\b|\bwould you mind\b|\bany chance (?:you|someone|anyone)\b|\b(?:are you|is anyone|is someone) (?:able|free|around) to\b/i;
/** "What's our answer on pricing?", "Which venue do we book?": a question for us to settle. */
const OUR_QUESTION_RE = /^(?:what|which|when|how|where)(?:'s|\s)[^?]*\b(?:we|our|us)\b/i;
/** "pls someone order more", "please send the form": asked for. */
const PLEASE_RE = /\b(?:pls|plz|please)\b(?!\s+note\b)/i;
/** "Council re: blue badge renewal", "Ring Hendersons re: grain": someone to contact about something. */
const REGARDING_RE = /^[\p{L}' ]{1,30}\s+re:?\s+\p{L}/iu;

/** "Open question:", "Question for product:", "TBD:": whatever follows is a question someone must answer. */
const QUESTION_LABEL_RE = /\b(?:questions? (?:for|to)|open|unclear|unresolved|tbd|to decide|ask)\b/i;
/** "Deadline:", "Due:": whatever follows is a date to meet; "Owner:", "Owner for the runbook:": a name given a job. */
const DEADLINE_LABEL_RE = /^(?:deadline|due(?: date)?|owners?(?: for .+)?|assigned to|assignee)$/i;
/** "Thread:", "Parenting book:", "Quote:": someone else's words follow, their imperatives are advice. */
const SOURCE_WORDS =
  'thread|tweet|post|book|cookbook|recipe|guide|quote|quotation|article|paper|magazine|newsletter|blog|podcast|essay|tips?|hot take|saying|proverb|lesson|rule|principle|mantra|motto|maxim|manifesto|(?:cookbook|recipe|book|reading|course|lecture|class) notes';
const SOURCE_LABEL_RE = new RegExp(
  `^(?:${SOURCE_WORDS})\\s+(?:from|on|about|by)\\b|\\b(?:${SOURCE_WORDS})$|^how to\\b`,
  'i',
);
/** 'From "The Retail Playbook": ...', "From the manifesto on our wiki: ...": a quotation, however long the label. */
const QUOTATION_LEAD_RE = /^(?:from|via|quoting)\b[^:]{1,80}:\s/i;
/** "Deadline Monday 9am", "due to be changed tomorrow": a date to meet without "is" or "by". */
const BARE_DEADLINE_RE = new RegExp(
  String.raw`\bdeadline:?\s+(?:${DEADLINE})\b|\bdue to be \w+ (?:by |on )?(?:${DEADLINE})\b`,
  'i',
);
/** "Everyone bring passports", "Team, submit your hours": an instruction to a group. */
const GROUP_IMPERATIVE_RE = /^(?:everyone|everybody|all of you|you all|team|folks|guys)[,:]?\s+([a-z-]+)/i;
/** "every two weeks", "every other month": a set interval. */
const SCHEDULE_RE = /\bevery (?:\d+|two|three|four|six|other|second) (?:day|week|month|quarter|year)s?\b/i;
/** Abbreviated days as people type them: "sat", "weds", "tues". */
const SHORT_DAY = '(?:mon|tues?|weds?|thu|thurs?|fri|sat|sun)';
/** A day, a date or a time in the first part of a note: "Dentist Thursday 8:30", "grandma's bday sat". */
const WHEN_RE = new RegExp(String.raw`\b(?:${DEADLINE}|${SHORT_DAY})\b`, 'i');
/** Narration: "Saturday — ran 10k", "Monday, relaxed at home". */
const NARRATED_RE = /\b(?:\w+ed|was|were|had|did|went|ran|got|felt|won|sold|saw|met|came|took|made|said)\b/i;

/** A short label before a colon ("Standup:", "Monday:", "Meter reading:"): the sentence proper follows it. */
const LABELLED_RE = /^([^:]{1,40}?)(?<!\bre):\s+(\S.*)$/i;
const MAX_LABEL_WORDS = 5;

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
  return startsWithVerb(sentence) && /\byou(?:rself|r)?\b/i.test(sentence);
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

function isAssignment(sentence: string): boolean {
  const match = ASSIGNMENT_RE.exec(sentence.replace(TASK_PREFIX_RE, ''));
  if (!match) return false;
  const [, who = '', link = '', next = '', after = ''] = match;
  const firstName = who.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (NOT_A_NAME.has(firstName)) return false;
  // "Officers to publish the data": minutes hand jobs to roles too; "Companies should pay" is an opinion.
  if (GENERIC_PLURAL_RE.test(firstName) && link !== 'to') return false;
  // "Elena to pair with...", "Kofi takes the payments bug": the form says it is a job handed out.
  if (link === 'to') return IMPERATIVE_VERBS.has(next) || (!/ing$/.test(next) && OBJECT_START.has(after));
  if (link === 'takes' || link === 'owns' || link === 'handles') return /^(?:the|a|an|over|on)$/.test(next);
  // "Maya needs a costume for World Book Day on Thursday": something to get, by a day.
  if (link === 'needs') {
    // "Combine needs a new belt": something to fix or get.
    if (/^(?:a|an)$/.test(next) && /^(?:new|replacement)$/.test(after)) return true;
    return /^(?:a|an|the|new|some|more|his|her|their)$/.test(next) && WHEN_RE.test(sentence);
  }
  return IMPERATIVE_VERBS.has(next);
}

/** "We must build cities for people, not cars": a manifesto speaks of the world, a meeting of our things. */
const WE_MUST_RE = /^we (?:must|should)\s+(.*)$/i;

function isObligation(sentence: string): boolean {
  const text = sentence.replace(/’/g, "'");
  if (PAST_MODAL_RE.test(text)) return false;
  const manifesto = WE_MUST_RE.exec(text)?.[1];
  if (manifesto !== undefined && isGeneralAdvice(manifesto)) return false;
  if (FIRST_PERSON_OBLIGATION_RE.test(text) || OBLIGATION_HEAD_RE.test(text)) return true;
  const verb = FIRST_PERSON_FUTURE_RE.exec(text)?.[1]?.toLowerCase();
  return verb !== undefined && verb !== 'be' && verb !== 'see';
}

/** A heading or a label ("Check the tests:", "Steps to reproduce:") introduces something; it is not a task. */
const isLabel = (sentence: string): boolean => /:\s*$/.test(sentence.trim());

/** "Don't forget to enjoy the small things": a reminder of a general kind is advice. */
function isReminder(text: string): boolean {
  const match = REMINDER_RE.exec(text);
  return match !== null && !isGeneralAdvice(text.slice(match.index + match[0].length));
}

/**
 * "Dentist Thursday 8:30 — confirm by phone.", "Doctor's appointment Tuesday at 10, bring the list.": an
 * appointment named first with its day, then the thing to do; "grandma's bday sat — card + present": a day and
 * what it needs.
 */
const isErrand = (part: string) => isImperative(part) && !isMaxim(part) && !isGeneralAdvice(part);

function isDatedNote(text: string): boolean {
  const afterDash = DASH_RE.test(text) ? text.split(/\s+[—–-]{1,2}\s+/).slice(1) : [];
  if (afterDash.some((part) => isErrand(part) || OBLIGATION_HEAD_RE.test(part))) return true;
  // "Pill organiser refill — Sunday night": the thing, then when.
  const whenAfterDash = afterDash.some((part) => WHEN_RE.test(part) && part.split(/\s+/).length <= 3);
  if (whenAfterDash && !NARRATED_RE.test(text)) return true;
  const [head = '', ...rest] = text.split(/\s+[—–-]{1,2}\s+|,\s+|;\s+/);
  if (rest.length === 0 || !WHEN_RE.test(head) || NARRATED_RE.test(text)) return false;
  return rest.some(isErrand) || afterDash.length > 0;
}
const DASH_RE = /\s[—–-]{1,2}\s/;

function isGroupInstruction(text: string): boolean {
  const verb = GROUP_IMPERATIVE_RE.exec(text)?.[1]?.toLowerCase();
  return verb !== undefined && IMPERATIVE_VERBS.has(verb);
}

function isActionQuestion(text: string): boolean {
  const asked = text.replace(ADDRESSEE_RE, '');
  if (ACTION_QUESTION_RE.test(asked) || REQUEST_CLAUSE_RE.test(asked) || OUR_QUESTION_RE.test(asked))
    return true;
  // "Ring Hendersons about the grain — Thurs or Fri?": an errand with its question.
  return isImperative(asked) && !isGeneralAdvice(asked);
}

/**
 * What makes a sentence a task: a clear sign (a label, "I need to", a name given a job, a deadline), or only
 * the imperative mood, which advice shares ("Pack heavy items in small boxes").
 */
export type TaskEvidence = 'clear' | 'imperative' | 'none';

function sentenceEvidence(sentence: string, text: string): TaskEvidence {
  if (isReportedView(text)) return 'none';
  if (isQuestion(text)) return isActionQuestion(text) ? 'clear' : 'none';
  if (/^["“‘]/.test(sentence.trim())) return 'none';
  if (TASK_PREFIX_RE.test(text)) return 'clear';
  if (isReminder(text) || isAssignment(text) || isObligation(text)) return 'clear';
  if (
    (DEADLINE_RE.test(text) || BARE_DEADLINE_RE.test(text)) &&
    !PAST_RE.test(text) &&
    !RECURRING_RE.test(text)
  )
    return 'clear';
  if (isDatedNote(text) || isGroupInstruction(text)) return 'clear';
  if (PLEASE_RE.test(text) && !isGeneralAdvice(text)) return 'clear';
  if ((text.includes(' re') || text.includes(' Re')) && REGARDING_RE.test(text) && !NARRATED_RE.test(text))
    return 'clear';
  if (isUnlistedVerbWithDay(text)) return 'clear';
  if (!isImperative(text) || isMaxim(text) || isGeneralAdvice(text)) return 'none';
  // "Schedule a check-in every two weeks": a schedule to set up, however general "every" sounds.
  return SCHEDULE_RE.test(text) ? 'clear' : 'imperative';
}

/** A labelled line ("Sync: Lee will send the budget", "Call with Northwind: they want...") is judged by what follows the label. */
function labelledEvidence(label: string, rest: string): TaskEvidence {
  if (DEADLINE_LABEL_RE.test(label.trim())) return 'clear';
  if (SOURCE_LABEL_RE.test(label.trim())) return 'none';
  if (isQuestion(rest) && QUESTION_LABEL_RE.test(label)) return 'clear';
  if (THANKS_RE.test(rest)) return 'none';
  const evidence = sentenceEvidence(rest, rest);
  // "Chef: call the fish supplier", "Priya: send me the slides": someone asking the reader, by name.
  return evidence === 'imperative' && SENDER_RE.test(label.trim()) ? 'clear' : evidence;
}

/** "Maria: thank you for swapping", "Thanks, team": gratitude, not a request. */
const THANKS_RE = /^(?:thank(?:s| you)|cheers|ta)\b/i;
/** A chat or message label: one name or role ("Chef", "Mum", "Priya K"). */
const SENDER_RE = /^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}.'-]*)?$/u;

/** A highlight that opens with its source ('From "The Retail Playbook":', "Quote:") quotes someone's advice. */
export function isQuotationLead(sentence: string): boolean {
  const text = sentence.trim();
  if (QUOTATION_LEAD_RE.test(text)) return true;
  const label = text.includes(':') ? LABELLED_RE.exec(text)?.[1] : undefined;
  return label !== undefined && SOURCE_LABEL_RE.test(label.trim());
}

/** "To get for the festival window:", "Shopping:", "Packing list:": the lines under it are things to do. */
const TODO_HEADING_RE =
  /\b(?:to[- ]?dos?|to [a-z]+$|to (?:get|buy|order|bring|pack|book|do|fix|sort|call|make|pick up)|shopping|groceries|grocery|errands|checklist|packing|need(?:s|ed)?|still to|run|jobs|chores|list|orders?|supplies|documents|paperwork)\b|^before\b|\bfor (?:tomorrow|tonight|\w+day|next \w+|the (?:trip|weekend|appointment|move))\b/i;
/** A line that heads what follows: ends in a colon, or is a few words with no sentence punctuation. */
export const isHeadingLine = (sentence: string): boolean =>
  /:\s*$/.test(sentence.trim()) ||
  (!/[.!?…]["'”’)\]]*$/.test(sentence.trim()) && sentence.trim().split(/\s+/).length <= 4);
export const isTodoHeading = (sentence: string): boolean =>
  /:\s*$/.test(sentence.trim()) && TODO_HEADING_RE.test(sentence);
/** "Shopping", "Wholesaler run", "Open day jobs": the first line of several, naming a to-do list. */
export const isTodoHeadingLine = (sentence: string): boolean =>
  isHeadingLine(sentence) && TODO_HEADING_RE.test(sentence);
/** An entry of such a list: a short line that says what, not what happened ("Fairy lights", "An easel"). */
export function isListEntry(sentence: string): boolean {
  const words = sentence.trim().split(/\s+/);
  return words.length <= 8 && !NARRATED_RE.test(sentence) && !/\b(?:is|are|has|have)\b/i.test(sentence);
}

export function taskEvidence(sentence: string): TaskEvidence {
  const text = sentence.trim().replace(/^["“'‘]+|["”'’]+$/g, '');
  if (text === '' || isLabel(text)) return 'none';
  if (TASK_PREFIX_RE.test(text)) return 'clear';
  if (isQuotationLead(text)) return 'none';
  const [, label, rest] = (text.includes(':') && LABELLED_RE.exec(text)) || [];
  if (label !== undefined && rest !== undefined && label.trim().split(/\s+/).length <= MAX_LABEL_WORDS) {
    return labelledEvidence(label, rest);
  }
  return sentenceEvidence(sentence, text);
}

/** Decides the sentences that only the imperative mood marks: an errand, or advice? */
export type ImperativeJudge = (sentence: string) => boolean;

/** The sentences of labelled days that only the imperative marks, for the judge to learn from. */
export function imperativeExamples(days: Parameters<typeof labelledSentences>[0]) {
  return labelledSentences(days).filter((example) => taskEvidence(example.text) === 'imperative');
}

let defaultJudge: ImperativeJudge | undefined;
function defaultImperativeJudge(): ImperativeJudge {
  defaultJudge ??= trainImperativeJudge(imperativeExamples(ACTION_DAY_SETS.flatMap((set) => set.days)));
  return defaultJudge;
}

export function isTask(sentence: string, judge: ImperativeJudge = defaultImperativeJudge()): boolean {
  const evidence = taskEvidence(sentence);
  return evidence === 'clear' || (evidence === 'imperative' && judge(sentence));
}

/** "— Eleanor Roosevelt": the highlight is a quotation, so its imperatives are someone's advice. */
export const isAttribution = (sentence: string): boolean =>
  /^\s*[—–-]{1,2}\s*\p{Lu}[\p{L}.' -]{1,60}$/u.test(sentence.trim());
