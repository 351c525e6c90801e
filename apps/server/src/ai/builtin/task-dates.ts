/** Days, dates, times and their tense: when a note says something is due, and when it tells of the past. */
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * "10/14", "9/30", "14/10/2026", "2026-10-14": typed dates, either order. A two-digit part or a year is needed,
 * so a fraction ("by 1/3", "1/2 cup") is none.
 */
const NUMERIC_DATE = String.raw`(?:(?:\d{1,2}/\d{2}|\d{2}/\d{1,2})(?:/\d{2,4})?(?!\s*(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|inch(?:es)?|in\b|oz|lbs?|pints?|of\b|mile|km|\d))|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})`;
/** "12 March", "March 12", "the 5th": a calendar date, never a bare number ("by 20%"). */
const DATE = String.raw`(?:(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of ${MONTH})?|\d{1,2} ${MONTH}|${MONTH} \d{1,2}(?:st|nd|rd|th)?|${NUMERIC_DATE})`;
/** Abbreviated days as people type them: "sat", "weds", "tues". */
const SHORT_DAY = '(?:mon|tues?|weds?|thu|thurs?|fri|sat|sun)';
const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)`;
export const DEADLINE = `(?:${CLOCK}|${WEEKDAY}|tomorrow|tonight|today|noon|eod|cob|end of (?:the )?(?:day|week|month|quarter|sprint)|next (?:week|month|${WEEKDAY})|${DATE})`;

/** "Deadline for X is 12 March", "due by Friday", "by end of day": past-tense mentions are history. */
export const DEADLINE_RE = new RegExp(
  String.raw`\bdeadline\b[^.]*?\b(?:is|are|on|by|for)\b|\bdue (?:back )?(?:by|on|in|${DEADLINE}\b|${SHORT_DAY}\b)|\bby ${DEADLINE}\b|\bbefore ${DEADLINE}\b`,
  'i',
);
export const PAST_RE =
  /\b(?:was|were|had|did|slipped|passed|missed|finished|ago|last (?:week|month|year|time))\b/i;
/** "Council tax is due on the 1st of every month": a standing rule, not something to do now. */
export const RECURRING_RE = new RegExp(
  String.raw`\b(?:every|each) (?:day|week|month|quarter|year|morning|evening|${WEEKDAY})\b|\b(?:daily|weekly|monthly|yearly|annually)\b`,
  'i',
);

/** "Deadline Monday 9am", "due to be changed tomorrow": a date to meet without "is" or "by". */
export const BARE_DEADLINE_RE = new RegExp(
  String.raw`\bdeadline:?\s+(?:${DEADLINE})\b|\bdue to be \w+ (?:by |on )?(?:${DEADLINE})\b`,
  'i',
);
/** "every two weeks", "every other month": a set interval. */
export const SCHEDULE_RE =
  /\bevery (?:\d+|two|three|four|six|other|second) (?:day|week|month|quarter|year)s?\b/i;
/** A day, a date or a time in the first part of a note: "Dentist Thursday 8:30", "grandma's bday sat". */
export const WHEN_RE = new RegExp(String.raw`\b(?:${DEADLINE}|${SHORT_DAY})\b`, 'i');
/**
 * Narration: "Saturday — ran 10k", "Monday, relaxed at home". Not a word that only ends in "ed" ("need", "bed",
 * "speed"), nor an "un-...ed" word, more often a thing's state than a deed ("unsalted butter", "unsigned form").
 */
export const NARRATED_RE =
  /\b(?:(?!(?:ne|fe|se|spe|b|r|sh|bre|we|ble|proce|exce|succe|inde|hundr|sacr|wick|nak|Fr|T|N)ed\b)(?!un\w+ed\b)\w+ed|was|were|had|did|went|ran|got|felt|won|sold|saw|met|came|took|made|said)\b/i;
