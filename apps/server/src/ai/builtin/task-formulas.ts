/**
 * Lines that are never a task by their form, whatever their words: ticked off, answered "no" by their writer, a
 * letter's stock lines, a receipt's lines, a bare day or time, a decision or a piece of news named as such, a
 * place's closing, a permission given. In the labelled days, none of them is an action (task-formulas.test.ts).
 */

/**
 * "☑ renew the permit", "✓ rang the vet", "DONE book the hall": a line ticked off (a Markdown "[x]" becomes "☑"
 * when split; Logseq writes DONE and CANCELED).
 */
const TICKED_OFF_RE = /^(?:[☑✅✔✓]|(?:DONE|CANCELED|CANCELLED)\s)/u;

/**
 * "buy wicks? no, Bengt has them", "book Luas for Sat?? no – Ger driving": a to-do its writer asked and struck
 * off ("any chance of 20 old tops? no rush" still asks).
 */
const ANSWERED_NO_RE = /\?\s*(?:no|nope|nah)\s*[,;:–—-]/i;

/**
 * The stock lines of a letter or e-mail, polite imperatives that ask nothing of the reader today: "Please do not
 * reply to this email", "Further to our call, please find attached the invoice", "For urgent matters please
 * contact the clerks' room".
 */
const MAIL_FORMULA_RE =
  /^(?:[^,.]{0,40},\s*)?(?:please (?:do not|don't) reply\b|please find (?:attached|enclosed|below)\b|please be advised\b|please (?:quote|keep) (?:your|our|the|this) (?:reference|letter|email|e-mail)\b|if (?:any (?:of the |of these )?details are (?:incorrect|wrong)|you have any (?:questions|queries)),? please\b|for (?:any |all |further |urgent |general )?(?:\w+ )?(?:enquiries|queries|matters|questions|information)\b[^.]{0,30}?please (?:contact|call|email|e-mail|ring|phone|write)\b)/i;

/** "12 x Warburtons white £11.88", "Wormer x 4 €22.40", "Subtotal £25.49", "Delivery FREE": a pasted receipt. */
const RECEIPT_RE =
  /^(?:(?:sub-?)?total|vat|tax|delivery|shipping|postage|order\s?(?:#|no\.?|number)|balance|change|discount)\b[^a-z]*(?:[£€$]\s?\d|free\b|\d)|^\d+\s?x\s.*[£€$]\s?\d[\d.,]*$|\bx\s?\d+\s+[£€$]\s?\d[\d.,]*$/i;

/**
 * "Decision: we will migrate billing next quarter", "Decided: the canteen prices go up", "News: the aurora should be
 * visible tonight": minutes and notes name what was settled or heard, which is no errand even in the imperative mood
 * or with a "will" ("Agreed: Ade to lead the toolbox talk" can hand out a job, so "Agreed" is left to the judge).
 */
const SETTLED_OR_HEARD_RE = /^(?:decisions?|decided|resolved|news)\s*(?::|[–—-]\s)/i;

/**
 * "Reminder: the office is closed on Monday for the bank holiday", "The kit room will be closed over Easter": a
 * place's closing, told; what to do about it ("once the splice is closed", "ensure the reports are closed before
 * then") is said otherwise.
 */
const CLOSURE_NOTICE_RE =
  /^(?:[\p{L}' ]{1,30}\s*[:—–-]\s*)?(?!please\b|ensure\b|make sure\b|check\b|ask\b)[\p{L}\d'’ -]{1,40}?\s(?:is|are|will be|'ll be|’ll be|will remain|remains)\s+(?:closed|shut)(?:\s+(?:again|overnight|to (?:the public|pupils|traffic|visitors|all traffic)))?\s+(?:on|for|from|until|till|over|between|all|this|next|today|tomorrow|tonight|(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*|\d)/iu;
/** "...closed on Monday, so book the gym instead", "...closed until you sign": a later clause may still ask something. */
const LATER_CLAUSE_RE = /[;—–]|,\s*(?:so|and|but|please|then)\b/i;
const OPEN_CONDITION_RE = /\b(?:once|until you|whether|if)\b/i;

/**
 * "We agreed Ella can have a sleepover at Maya's on Saturday", "I said the kids may stay up for the match": a
 * permission given, which asks nothing of anyone, unless a later clause does ("...and will send the plan").
 */
const PERMISSION_RE =
  /^(?:we|i|they)\s+(?:agreed|decided|said)(?:\s+that)?\s+(?:[\p{L}'’-]+\s+){1,3}?(?:can|may|is allowed to|are allowed to|gets? to)\s/iu;
const JOINED_ASK_RE = /\band (?:will|to|must|should|needs?)\b/i;

const WHEN_WORD =
  '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?|today|tomorrow|tonight|reminder|repeats|weekly|daily|every|at|from|to|until|till|am|pm|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|dep|arr|all day';
/** "Fri 09:00", "Reminder · Sun 10:00", "Today, 08:00 · Repeats weekly": a calendar entry's time, apart from its title. */
const BARE_WHEN_RE = new RegExp(
  `^(?:(?:${WHEN_WORD})\\b|\\d{1,4}(?:[:.]\\d{2})?(?:am|pm|h|st|nd|rd|th)?\\b|[\\s,·•|:–—/-])+$`,
  'i',
);

export function isNeverATask(sentence: string): boolean {
  const text = sentence.trim();
  return (
    TICKED_OFF_RE.test(text) ||
    ANSWERED_NO_RE.test(text) ||
    MAIL_FORMULA_RE.test(text) ||
    RECEIPT_RE.test(text) ||
    SETTLED_OR_HEARD_RE.test(text) ||
    BARE_WHEN_RE.test(text) ||
    (CLOSURE_NOTICE_RE.test(text) && !OPEN_CONDITION_RE.test(text) && !LATER_CLAUSE_RE.test(text)) ||
    (PERMISSION_RE.test(text) && !JOINED_ASK_RE.test(text) && !LATER_CLAUSE_RE.test(text))
  );
}
