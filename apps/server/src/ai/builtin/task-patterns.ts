/** The signs of an action item in a sentence: the evidence the rules settle on, and every cue the task judge weighs. */
import { isGeneralAdvice, isReportedView } from './advice-patterns';
import { CHAT_STAMP_RE } from './chat-stamps';
import {
  IMPERATIVE_VERBS,
  isImperative,
  isMaxim,
  isUnlistedVerbWithDay,
  TASK_PREFIX_RE,
} from './imperative-shapes';
import { withoutGreeting } from './letter-greetings';
import { isQuestion } from './sentence-patterns';
import {
  BARE_DEADLINE_RE,
  DEADLINE_RE,
  NARRATED_RE,
  PAST_RE,
  RECURRING_RE,
  SCHEDULE_RE,
  WHEN_RE,
} from './task-dates';

/** Someone committing to or needing to do something: "I need to", "we must", "let's", "I'll". */
const FIRST_PERSON_OBLIGATION_RE =
  /\b(?:i|we)\s+(?:really\s+|still\s+|also\s+|just\s+|definitely\s+|absolutely\s+)?(?:should|must|need(?:s)? (?:to|a|an|the)|have to|has to|got to|ought to|will|shall|want to|plan to|am going to|are going to|gotta)\s+[a-z]+/i;
const FIRST_PERSON_FUTURE_RE = /\b(?:i'll|we'll|i'm going to|we're going to|let's|let us)\s+([a-z-]+)/i;
const OBLIGATION_HEAD_RE =
  /^(?:(?:still|also|really|just|definitely)\s+)?(?:need(?:s)? (?:to|a|an|the|new|more|some)|must|should|have to|gotta|got to)\b/i;
/** Regrets and guesses, not obligations: "I should have called", "she must have been tired". */
const PAST_MODAL_RE = /\b(?:should|must|could|would|might)(?:n't| not)?(?: have\b|'ve\b)/i;

const REMINDER_RE =
  /\b(?:remember to|don'?t forget(?! that\b)|do not forget(?! that\b)|make sure|be sure to|follow(?:ing)? up (?:with|on)|to-do:|reminder to (?:self|myself|me)|note to (?:self|myself))\b|^reminder\s*[:—–-]/i;

/**
 * Titles before a surname ("Sister Okafor", "Dr Shah", "Coach Lee"); any other two capitalised words may be a
 * headline's ("Prime Minister to visit").
 */
const TITLE =
  '(?:Sister|Nurse|Dr|Doctor|Prof|Professor|Mr|Mrs|Ms|Miss|Mx|Coach|Chef|Father|Fr|Rev|Pastor|Imam|Rabbi|Cllr|Councillor|Captain|Capt|Sgt|Officer|Aunt|Auntie|Uncle|Nan|Grandma|Grandad)';
/**
 * Initials as minutes write owners ("JL", "MF"), but not the acronyms of headlines and chat ("UK to raise the
 * pension age", "NHS to cut waiting lists", "OK to send").
 */
const INITIALS = String.raw`(?!(?:UK|US|USA|EU|UN|NHS|BBC|WHO|IMF|ECB|FCA|OK|PR|PM|MP|MPs|GOP|ITV|CNN)\b)\p{Lu}{2,3}(?=\s+(?:and|&|to)\s)`;
/** A name ("Elena", "Sister Okafor"), a handle ("@Ravi"), initials, or a team ("Pics desk", "Sales team"). */
const NAME = String.raw`(?:@[\w.-]+|${INITIALS}|(?:${TITLE}\s+)?\p{Lu}\p{Ll}[\p{L}'-]*(?:\s+(?:team|desk|group|crew|side|office|squad))?)`;
/**
 * "Tom to update the notes by Friday", "Ana and Li to book the room", "Sal and I to sign up", "JL to get a
 * quote", "Marco will draft the schema".
 */
const ASSIGNMENT_RE = new RegExp(
  String.raw`^(${NAME}(?:\s+(?:and|&)\s+(?:${NAME}|I|me))?)\s+(to|will|should|must|needs to|has to|needs|takes|owns|handles)\s+([a-z-]+)(?:\s+([a-z]+))?`,
  'u',
);
const NOT_A_NAME: ReadonlySet<string> = new Set(
  `the this that it he she they there we you i a an our my your their what who which people everyone nobody
  strange hard easy nice good great glad sad happy sorry time need able likely worth difficult important
  interesting funny odd weird ready free due back next how where when why planned meant wanted tried hoped
  forgot needed used started decided promised agreed offered refused managed failed chose perhaps maybe
  hopefully probably monday tuesday wednesday thursday friday saturday sunday january february march july august
  september october november december brexit`
    .split(/\s+/)
    .filter((word) => word.length > 0),
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
const PLEASE_RE = /\b(?:pls|plz|please)\b(?!\s+note\b)|(?:^|[,:;]\s*)kindly\s+(?!note\b)/i;
/** "Council re: blue badge renewal", "Ring Hendersons re: grain": someone to contact about something. */
const REGARDING_RE = /^[\p{L}' ]{1,30}\s+re:?\s+\p{L}/iu;

/** "Open question:", "Question for product:", "TBD:": whatever follows is a question someone must answer. */
const QUESTION_LABEL_RE = /\b(?:questions? (?:for|to)|open|unclear|unresolved|tbd|to decide|ask)\b/i;
/** "Deadline:", "Due:": whatever follows is a date to meet; "Owner:", "Owner for the runbook:": a name given a job. */
const DEADLINE_LABEL_RE = /^(?:deadline|due(?: date)?|owners?(?: for .+)?|assigned to|assignee)$/i;
/**
 * "Read later:", "To watch:", "Book to read:", "Podcast to listen to:": a reading or watching list's entry, the
 * reader's own errand, whatever the title that follows says ("Books to read:" over lines heads a list of them).
 */
const LATER_LABEL_RE =
  /(?:^|\s)(?:to (?:read|re-?read|watch|listen to|check out)|(?:read|watch|listen(?: to)?) (?:later|next|soon))$/i;
/** "Thread:", "Parenting book:", "Quote:": someone else's words follow, their imperatives are advice. */
const SOURCE_WORDS =
  'thread|tweet|post|book|cookbook|textbook|handbook|manual|workbook|recipe|guide|quote|quotation|article|paper|magazine|newsletter|blog|podcast|essay|tips?|hot take|saying|proverb|lesson|rule|principle|mantra|motto|maxim|manifesto|(?:cookbook|recipe|book|reading|course|lecture|class) notes';
const SOURCE_LABEL_RE = new RegExp(
  `^(?:(?:a|an|the|this|that|another|my)\\s+)?(?:[\\p{L}-]+\\s+)?(?:${SOURCE_WORDS})\\s+(?:from|on|about|by)\\b|\\b(?:${SOURCE_WORDS})$|^how to\\b`,
  'iu',
);
/** 'From "The Retail Playbook": ...', "From the manifesto on our wiki: ...": a quotation, however long the label. */
const QUOTATION_LEAD_RE =
  /^(?:from|via|quoting|(?:a |another )?(?:quote|quotation|line|passage|excerpt|tip|advice) (?:from|in|by)\b)[^:]{1,80}:\s/i;
/** "From Claire:", "From the insurer:": a message from someone, whose requests are the reader's to do. */
const MESSAGE_LEAD_RE =
  /^[Ff]rom (?:\p{Lu}[\p{Ll}'-]+|(?:the|my|our) (?:insurer|landlord|letting agent|agent|school|nursery|council|bank|client|boss|manager|accountant|solicitor|builder|surgery|tenant|seller|buyer|buyers|sellers|office|head|gp|dentist|vet|plumber|electrician)):\s/u;
/**
 * "From Otieno (shift lead):", "From Dr Lakshmi Narayan:", "From the council licensing team:", "From the Tanakas:
 * Dear Kenji": a message too. A work is named by its title, not by a person's role, and does not greet the reader.
 */
const ROLE_LEAD_RE =
  /^from [^:"“”]{1,60}\([^)"“”]{1,40}\):\s|^from (?:dr|mr|mrs|ms|miss|prof|rev|cllr|sister|father|auntie|aunt|uncle|nana|grandma|grandad)\.? [A-Z][^:"“”]{0,40}:\s|^from [^:"“”]{1,60}:\s+(?:dear|hi|hello|hey|morning|afternoon|evening|kia ora)\b|^from (?:the |my |our |[A-Z][\w'-]*'s )?[^:"“”]{0,40}\b(?:team|office|practice|department|dept|surgery|clinic|reception|desk|e-?mail|ranger|lead|coordinator|co-ordinator|secretary|agent)\s*:\s/i;
/** "Quote from the plumber: £450 to replace the valve": a price, not someone's words. */
const PRICE_QUOTE_RE = /^(?:a )?quote\b[^:]*:\s*[^.]*?[£$€]\s?\d/i;
/** "Everyone bring passports", "Team, submit your hours": an instruction to a group. */
const GROUP_IMPERATIVE_RE =
  /^(?:everyone|everybody|all of you|you all|team|folks|guys|all staff)[,:]?\s+(?:needs? to\s+)?([a-z-]+)/i;
/** "Should be here Monday", "The brochures should be printed by Friday": expected, a lean for the judge to weigh. */
export const EXPECTATION_RE =
  /^(?:(?:it|this|that|they|he|she|the \w+(?: \w+)?)\s+)?(?:should|will|'ll)\s+(?:be|arrive|come|land|turn up|get here)\b|^(?!.*\b(?:i|we|you)\b).*\bshould\s+be\s+(?:\w+ed|ready|done|back|here|there|out|in|up|fine|finished)\b/i;
/**
 * "Should be here Monday", "The carpenter says the shelves should be ready by Wednesday": something to arrive or
 * be ready, as others promised; its date is theirs to meet. ("The report should be submitted by Friday" is
 * a duty and stays one.)
 */
const AWAITED_RE =
  /\b(?:should|will|'ll)\s+(?:be\s+(?:here|there|ready|back|out|in|with (?:you|us)|delivered|arriving)|arrive|land|turn up|get here|come back)\b|\b(?:says|said|according to|promised|reckons|told (?:me|us))\b[^.]*\bshould be\b/i;
/** "The contract has to be signed by 11/1", "Forms must be returned": a duty, whoever does it. */
export const PASSIVE_DUTY_RE =
  /\b(?:has to|have to|must|needs? to|will need to|is to|are to)\s+be\s+\w+(?:ed|en|t)\b/i;
/** "The hedge needs cutting back", "The boiler needs a new valve": something the writer must see to. */
const NEEDS_WORK_RE = /\bneeds? (?:\w+ing\b|to be \w+ed\b|a new\b|replacing\b)/i;
/** A short label before a colon ("Standup:", "Monday:", "Meter reading:"): the sentence proper follows it. */
const LABELLED_RE = /^([^:]{1,40}?)(?<!\bre):\s+(\S.*)$/i;
const MAX_LABEL_WORDS = 5;

/** "We agreed Owen will shadow Sunita", "We agreed he'll submit rotas": a job handed out in a one-to-one. */
const AGREED_LEAD_RE = /^we (?:agreed|decided)(?: that)?\s+/i;
const AGREED_PRONOUN_RE =
  /^(?:he|she|they)(?:['’]ll|\s+will|\s+is to|\s+are to|\s+hands|\s+takes)\s+(?!be\b|not\b|never\b|blame\b)[a-z]/i;

function isAssignment(sentence: string): boolean {
  const unprefixed = sentence.replace(TASK_PREFIX_RE, '');
  const agreed = unprefixed.replace(AGREED_LEAD_RE, '');
  if (agreed !== unprefixed && AGREED_PRONOUN_RE.test(agreed)) return true;
  const match = ASSIGNMENT_RE.exec(agreed);
  if (!match) return false;
  const [, who = '', link = '', next = '', after = ''] = match;
  const firstName = who.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (NOT_A_NAME.has(firstName)) return false;
  // "Officers to publish the data": minutes hand jobs to roles too; "Companies should pay" is an opinion.
  if (GENERIC_PLURAL_RE.test(firstName) && link !== 'to') return false;
  // "We agreed Owen will shadow Sunita": what was agreed names who does it, whatever the verb.
  if (agreed !== unprefixed && (link === 'will' || link === 'to') && !/^(?:be|not|never)$/.test(next))
    return true;
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
  // "Make sure you do this every day": a habit to keep, not a thing to do.
  return (
    match !== null && !isGeneralAdvice(text.slice(match.index + match[0].length)) && !RECURRING_RE.test(text)
  );
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
    !RECURRING_RE.test(text) &&
    !AWAITED_RE.test(text)
  )
    return 'clear';
  if (isDatedNote(text) || isGroupInstruction(text)) return 'clear';
  if (NEEDS_WORK_RE.test(text) && !NARRATED_RE.test(text.replace(/\bneed(?:s|ed)?\b.*$/i, '')))
    return 'clear';
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
  if (DEADLINE_LABEL_RE.test(label.trim()) || LATER_LABEL_RE.test(label.trim())) return 'clear';
  if (SOURCE_LABEL_RE.test(label.trim())) return 'none';
  if (isQuestion(rest) && QUESTION_LABEL_RE.test(label)) return 'clear';
  if (THANKS_RE.test(rest)) return 'none';
  const evidence = sentenceEvidence(rest, rest);
  if (!SENDER_RE.test(label.trim()) || /^(?:me|i)$/i.test(label.trim())) return evidence;
  // "Chef: call the fish supplier", "Gav: the fridge is noisy again, get it looked at": asked by name.
  // A message's "you" is the reader, so an imperative with "you" in it is no maxim here.
  const clauses = rest.split(/,\s+|;\s+/).slice(1);
  const asked =
    evidence === 'imperative' ||
    clauses.some((part) => isImperative(part) && !isGeneralAdvice(part) && !THANKS_RE.test(part));
  return asked ? 'clear' : evidence;
}

/** "Attendees:", "Present:", "Apologies:": who was there, not what to do. */
const ROSTER_LABEL_RE = /^(?:attendees|attending|present|in attendance|apologies|absent|cc|chair|minutes)$/i;

/** "Maria: thank you for swapping", "Thanks, team": gratitude, not a request. */
const THANKS_RE = /^(?:thank(?:s| you)|cheers|ta)\b/i;
/** A chat or message label: one name or role ("Chef", "Mum", "Priya K"). */
const SENDER_RE = /^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}.'-]*)?$/u;

/** A highlight that opens with its source ('From "The Retail Playbook":', "Quote:") quotes someone's advice. */
export function isQuotationLead(sentence: string): boolean {
  const text = sentence.trim();
  if (QUOTATION_LEAD_RE.test(text))
    return !MESSAGE_LEAD_RE.test(text) && !ROLE_LEAD_RE.test(text) && !PRICE_QUOTE_RE.test(text);
  const label = text.includes(':') ? LABELLED_RE.exec(text)?.[1] : undefined;
  return label !== undefined && SOURCE_LABEL_RE.test(label.trim());
}

/**
 * "Read later: the Stripe post on idempotency", "Book to read: Piranesi": an entry of the reader's own queue,
 * which the label alone makes a thing to do, whatever its title's words weigh.
 */
export function isQueueEntry(sentence: string): boolean {
  if (!sentence.includes(':')) return false;
  const text = plainSentence(sentence);
  const label = text.includes(':') ? LABELLED_RE.exec(text)?.[1] : undefined;
  return label !== undefined && isQueueLabel(label);
}

/** "Read later", "Books to read:", "To watch": the name of a reader's queue. */
export const isQueueLabel = (label: string): boolean => LATER_LABEL_RE.test(label.trim().replace(/:$/, ''));

/** A sentence as its writer typed it: without quotation marks around it or a chat export's stamp before it. */
export function plainSentence(sentence: string): string {
  return withoutQuotationMarks(sentence.trim()).replace(CHAT_STAMP_RE, '');
}

/** Trims quotation marks at either end by hand: a regex anchored at the end is quadratic on a run of them. */
function withoutQuotationMarks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && OPENING_MARKS.includes(text.charAt(start))) start += 1;
  while (end > start && CLOSING_MARKS.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}
const OPENING_MARKS = '"“\'‘';
const CLOSING_MARKS = '"”\'’';

export function taskEvidence(sentence: string): TaskEvidence {
  const text = plainSentence(sentence);
  if (text === '' || isLabel(text)) return 'none';
  if (TASK_PREFIX_RE.test(text)) return 'clear';
  if (isQuotationLead(text)) return 'none';
  const [, label, rest] = (text.includes(':') && LABELLED_RE.exec(text)) || [];
  if (label !== undefined && rest !== undefined) {
    // "Big question for the owners and me: do we apply...?": a question's label may run long.
    if (isQuestion(rest) && QUESTION_LABEL_RE.test(label)) return 'clear';
    if (label.trim().split(/\s+/).length <= MAX_LABEL_WORDS) return labelledEvidence(label, rest);
  }
  return sentenceEvidence(sentence, text);
}

/** Where a clause of a longer sentence begins: after a comma, a semicolon or a dash. */
const CLAUSE_BREAK_RE = /[,;]\s+|\s[—–-]{1,2}\s+/;
/** What a spoken or hurried clause opens with before its verb: "so um phone the estate office". */
const CLAUSE_FILLER_RE = /^(?:(?:so|and|then|but|um|uh|erm|like|yeah|oh|also)\b,?\s+)+/i;

/**
 * Every cue a sentence shows, decisive or not (a day named, the imperative, a maxim's shape, a narrated
 * past): what the learned task judge weighs. The cues of a labelled line's rest are named "rest:", those of the
 * clauses after the first "later:".
 */
export function taskCues(sentence: string): string[] {
  const text = withoutGreeting(plainSentence(sentence)).replace(CLAUSE_FILLER_RE, '');
  const [, label, rest] = (text.includes(':') && LABELLED_RE.exec(text)) || [];
  const cues = clauseCues(text);
  cues.push(`evidence:${taskEvidence(sentence)}`);
  if (label !== undefined && rest !== undefined) {
    cues.push(SENDER_RE.test(label.trim()) ? 'label:sender' : 'label:other');
    if (SOURCE_LABEL_RE.test(label.trim())) cues.push('label:source');
    if (DEADLINE_LABEL_RE.test(label.trim())) cues.push('label:deadline');
    if (QUESTION_LABEL_RE.test(label)) cues.push('label:question');
    if (ROSTER_LABEL_RE.test(label.trim())) cues.push('label:roster');
    for (const cue of clauseCues(rest)) cues.push(`rest:${cue}`);
  }
  for (const cue of laterClauseCues(rest ?? text)) cues.push(`later:${cue}`);
  return cues;
}

/**
 * The cues of the clauses after a sentence's first: "…before the end of May, so get on the phone to the repair
 * station", "Council tax direct debit bounced, ring them". A dictated or hurried note puts the errand last.
 */
function laterClauseCues(text: string): string[] {
  const clauses = text.split(CLAUSE_BREAK_RE).slice(1);
  const cues = new Set<string>();
  for (const clause of clauses) {
    const part = clause.replace(CLAUSE_FILLER_RE, '');
    if (part.split(/\s+/).length < 2) continue;
    for (const cue of clauseCues(part)) cues.add(cue);
  }
  return [...cues];
}

function clauseCues(text: string): string[] {
  const question = isQuestion(text);
  const imperative = isImperative(text);
  const obligation = isObligation(text);
  // A maxim's shape and general advice are asked of what could be a task only: they cost the most.
  const tests: [string, boolean][] = [
    ['prefix', TASK_PREFIX_RE.test(text)],
    ['reminder', REMINDER_RE.test(text)],
    ['assignment', isAssignment(text)],
    ['obligation', obligation],
    ['deadline', (DEADLINE_RE.test(text) || BARE_DEADLINE_RE.test(text)) && !AWAITED_RE.test(text)],
    ['when', WHEN_RE.test(text)],
    ['past', PAST_RE.test(text)],
    ['recurring', RECURRING_RE.test(text)],
    ['narrated', NARRATED_RE.test(text)],
    ['needs-work', NEEDS_WORK_RE.test(text)],
    ['please', PLEASE_RE.test(text)],
    ['question', question],
    ['action-question', question && isActionQuestion(text)],
    ['imperative', imperative],
    ['maxim', imperative && isMaxim(text)],
    ['advice', (imperative || obligation) && isGeneralAdvice(text)],
    ['reported', isReportedView(text)],
    ['past-modal', PAST_MODAL_RE.test(text)],
    ['quotation-lead', isQuotationLead(text)],
    ['heading', isLabel(text)],
    ['group', isGroupInstruction(text)],
    ['dated-note', isDatedNote(text)],
    ['schedule', SCHEDULE_RE.test(text)],
    ['passive-duty', PASSIVE_DUTY_RE.test(text)],
  ];
  return tests.filter(([, on]) => on).map(([name]) => name);
}

/** "— Eleanor Roosevelt": the highlight is a quotation, so its imperatives are someone's advice. */
export const isAttribution = (sentence: string): boolean =>
  /^\s*[—–-]{1,2}\s*\p{Lu}[\p{L}.' -]{1,60}$/u.test(sentence.trim());
