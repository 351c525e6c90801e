import { CHAT_STAMP_RE } from './chat-stamps';
import { stripControlCharacters } from './markdown';
import { OPEN_BOX_RE } from './marked-todos';

/** Words that end with a full stop without ending the sentence (compared lower-case, without the stop). */
const ABBREVIATIONS: ReadonlySet<string> = new Set(
  `mr mrs ms mx dr prof sr jr st mt ft vs cf e.g eg i.e ie viz approx ca fig figs inc ltd co corp dept est
  jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun al ed eds vol vols pp ch sec
  gen gov sen rep rev capt col lt sgt u.s u.k u.n no nos op nr fr sra srta mme mlle bzw`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

const CALENDAR_RE =
  /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/;
const CALENDAR_START_RE =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)(?:\.|\b)/i;

/** A German month's name; those English shares only after a German word for "on", "from" or "until". */
const GERMAN_MONTH_RE = /^(?:Januar|Jänner|Februar|März|Mai|Juni|Juli|Oktober|Dezember)\b/;
const SHARED_MONTH_RE = /^(?:April|August|September|November)\b/;
const GERMAN_DATE_START_RE = /\b(?:am|zum|vom|bis|ab|seit|den|dem)\s+\d{1,2}$/i;

/** A thing named by a letter, whose letter can end a sentence: "Gate B.", "plan B.", "vitamin D.", "Ward C." */
const LETTERED_RE =
  /\b(?:gate|plan|option|room|block|lot|terminal|ward|platform|bay|lane|zone|level|floor|building|appendix|section|part|group|type|class|grade|vitamin|hepatitis|exhibit|schedule|form|unit|wing|stand|court|pitch|table|studio|line|route|site|phase|stage|tier|track|door|entrance|exit|column|row|seat|hall|field|area|sector|category|model|version|series|channel|side|team|figure|fig|annex|annexe|clause|article|pier|berth|dock|hangar|runway|taxiway|shed|yard|kiosk|till|pen|paddock|bed|theatre)\s+[a-z]$/i;

/** A list line's marker, with an open checkbox after it ("- [ ] ", "1. [ ] ") or alone ("[ ] "). */
const BULLET_RE = /^\s*(?:(?:[-*+•‣◦▪–]|\d{1,3}[.)])\s+(?:\[ \]\s+)?|\[ \]\s+)/;
/** A ticked checkbox ("- [x] renew the permit"): kept as a tick, so the line still reads as done. */
const TICKED_RE = /^\s*(?:(?:[-*+•‣◦▪–]|\d{1,3}[.)])\s+)?\[[xX]\]\s+/;
const HEADING_RE = /^\s*#{1,6}\s+/;
const TERMINATOR_RE = /[.!?…]+["'”’)\]]*\s+/g;

function isBoundary(before: string, punctuation: string, after: string): boolean {
  const next = after.charAt(0);
  if (next === '' || /\p{Ll}/u.test(next)) return false;
  if (!punctuation.startsWith('.') || punctuation.startsWith('..')) return true;
  const word = (/(\S+)$/.exec(before.slice(-40))?.[1] ?? '').replace(/^["'“‘([]+/, '').toLowerCase();
  // An initial, as in "J. R. R. Tolkien", unless the letter names a gate, plan or ward: "at Gate B. Supervisors".
  // "a las 15:30 h. Traer...": an hour's "h" after its time ends the sentence.
  if (/^[a-z]$/i.test(word)) return LETTERED_RE.test(before.slice(-40)) || /\d\s?h$/i.test(before.trimEnd());
  if (word === 'no' || word === 'nos' || word === 'op') return !/\d/.test(next);
  // A German date's day is an ordinal with a full stop: "am 3. Oktober", "bis zum 15. März".
  if (/^\d{1,2}$/.test(word))
    return !(
      GERMAN_MONTH_RE.test(after) ||
      (SHARED_MONTH_RE.test(after) && GERMAN_DATE_START_RE.test(before))
    );
  // "by end of Jan. Send her the case study" ends there; "Tue. Jan. 5" and "Nov. 30" go on.
  if (CALENDAR_RE.test(word)) return !/^['’]?\d/.test(after) && !CALENDAR_START_RE.test(after);
  return !ABBREVIATIONS.has(word);
}

/** "Dentist (me!) Tues 11.30": a bracket opened inside the sentence and closed after its "!" or "?" goes on. */
function closesAnAside(before: string, terminator: string): boolean {
  if (!terminator.includes(')')) return false;
  const open = before.lastIndexOf('(');
  return open > 0 && open > before.lastIndexOf(')');
}

/**
 * The full stops of scripts that end a sentence with their own mark, often with no space after it: Chinese and
 * Japanese "。！？", the Devanagari danda "।", the Arabic "؟" and Urdu "۔", the Armenian "։", the Ethiopic "።".
 * A sentence ends after one, with the closing quotes and brackets that follow it ("「雪で見えなかった！」").
 */
const OTHER_SCRIPT_STOP_RE = /[。！？｡।॥؟۔։።]/u;
const AFTER_OTHER_SCRIPT_STOP_RE =
  /(?<=[。！？｡।॥؟۔։።]+["'”’」』）)\]]*)\s*(?=\S)(?![。！？｡।॥؟۔։።"'”’」』）)\]])/u;

const splitOtherScripts = (sentence: string): string[] =>
  sentence.split(AFTER_OTHER_SCRIPT_STOP_RE).map((piece) => piece.trim());

function splitBlock(block: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of block.matchAll(TERMINATOR_RE)) {
    const end = (match.index ?? 0) + match[0].length;
    const punctuation = /^[.!?…]+/.exec(match[0])?.[0] ?? '';
    const before = block.slice(start, match.index);
    if (!closesAnAside(before.trimStart(), match[0]) && isBoundary(before, punctuation, block.slice(end))) {
      sentences.push(block.slice(start, end).trim());
      start = end;
    }
  }
  sentences.push(block.slice(start).trim());
  return OTHER_SCRIPT_STOP_RE.test(block) ? sentences.flatMap(splitOtherScripts) : sentences;
}

/**
 * A line that ends mid-phrase ("went to", "Anna,") carries on onto the next one however that starts ("check-in"
 * ends complete).
 */
const OPEN_ENDING_RE =
  /(?:[,(\-–—]|(?<!-)\b(?:and|or|but|the|a|an|of|to|with|for|in|on|at|by|from|my|our|your))$/i;
/** "book it in", "hand them in": a phrasal verb that ends complete, unless the next line goes on ("the fridge"). */
const PARTICLE_ENDING_RE = /\b(?:it|them|him|her|me|us)\s+in$/i;
const CONTINUATION_RE = /^(?:the|a|an|my|our|your|his|her|their|this|that|these|those)\b|^\d/i;
const LINE_START_RE = /^["“‘'(]?[\p{Lu}\p{N}]/u;

/** "Kerry: I've told the police": a pasted chat's next message, whatever the line before ended with. */
const CHAT_SENDER_RE = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?:\s/u;

/** Text wrapped to a width breaks its lines late; a line shorter than this that ends complete was meant. */
const SHORT_LINE = 40;

/**
 * People type one item per line without bullets ("Grocery run:" then "Buy oat milk.", "saturday list" then
 * "buy lemons"): after a line that ended complete, a line that starts with a capital or digit, or any line
 * after a short one, starts a new block; a line wrapped mid-phrase goes on.
 */
function startsNewLine(previous: string, line: string): boolean {
  if (CHAT_SENDER_RE.test(line)) return true;
  const end = previous.trimEnd();
  if (OPEN_ENDING_RE.test(end) && !(PARTICLE_ENDING_RE.test(end) && !CONTINUATION_RE.test(line)))
    return false;
  return LINE_START_RE.test(line) || previous.length < SHORT_LINE;
}

interface Block {
  text: string;
  checkbox: boolean;
}

/** An e-mail's quoted reply: "> Can you send the deck?", ">> On Monday, Ana wrote:". */
const QUOTED_LINE_RE = /^\s*(?:>(?=[\s>]|$)\s?)+/;

/**
 * Paragraphs and bullet or heading lines, each as one line of text. A reply's quoted lines lose their ">" and
 * never run on into the lines around them that are not quoted, nor those into them.
 */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  let paragraph: string[] = [];
  let quoting = false;
  const flush = () => {
    if (paragraph.length > 0) result.push({ text: paragraph.join(' '), checkbox: false });
    paragraph = [];
  };
  for (const raw of text.split('\n')) {
    const quoted = QUOTED_LINE_RE.test(raw);
    if (quoted !== quoting) flush();
    quoting = quoted;
    const line = quoted ? raw.replace(QUOTED_LINE_RE, '') : raw;
    if (line.trim() === '') {
      flush();
    } else if (CHAT_STAMP_RE.test(line.trim())) {
      // A chat export's message starts a new sentence; its date and time say only when it was sent.
      flush();
      paragraph.push(line.trim().replace(CHAT_STAMP_RE, ''));
    } else if (TICKED_RE.test(line)) {
      flush();
      result.push({ text: line.replace(TICKED_RE, '☑ '), checkbox: false });
    } else if (BULLET_RE.test(line) || HEADING_RE.test(line)) {
      flush();
      const checkbox = OPEN_BOX_RE.test(line);
      result.push({ text: line.replace(BULLET_RE, '').replace(HEADING_RE, ''), checkbox });
    } else {
      const previous = paragraph[paragraph.length - 1];
      if (previous !== undefined && startsNewLine(previous, line.trim())) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return result;
}

/**
 * Splits text into sentences: paragraphs and bullet lines first, then at sentence punctuation followed by a
 * capital, digit or quote, keeping abbreviations ("e.g.", "Dr."), initials and decimals together.
 */
export function splitSentences(text: string): string[] {
  return splitSentenceLines(text).map((sentence) => sentence.text);
}

export interface SentenceLine {
  text: string;
  /** Written on an open checkbox's line ("- [ ] ring the vet"): an item of a to-do list, whatever its heading. */
  checkbox: boolean;
}

/** The sentences of splitSentences, each with the kind of line it was written on. */
export function splitSentenceLines(text: string): SentenceLine[] {
  return blocks(stripControlCharacters(text))
    .flatMap((block) =>
      splitBlock(block.text.replace(/[ \t]+/g, ' ').trim()).map((sentence) => ({
        text: sentence,
        checkbox: block.checkbox,
      })),
    )
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text));
}
