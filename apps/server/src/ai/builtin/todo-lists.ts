/** To-do lists typed as lines: the heading that names one, and the short lines under it. */

/** "To get for the festival window:", "Shopping:", "Packing list:": the lines under it are things to do. */
const TODO_HEADING_RE =
  /\b(?:to[- ]?dos?|cash and carry|wholesaler|supermarket|market|shop|curbside|kerbside|click (?:and|&) collect|to (?:get|buy|order|bring|pack|book|do|fix|sort|call|make|pick up)|shopping|groceries|grocery|errands|checklist|packing|need(?:s|ed)?|still to|run|jobs|chores|list|orders?|supplies|documents|paperwork|action(?: items?|s)|next steps|tasks?|follow[- ]?ups?|reminders?|homework|admin)\b|\bto [a-z]+:?$|^before\b|^for (?:the|my|our)\b|\bfor (?:tomorrow|tonight|\w+day|next \w+|the (?:trip|weekend|appointment|move))\b/i;
/** A line that heads what follows: ends in a colon, or is a few words with no sentence punctuation. */
export const isHeadingLine = (sentence: string): boolean =>
  /:\s*$/.test(sentence.trim()) || isShortBareLine(sentence, 4);
/** Up to `most` words, no sentence punctuation at the end, no label before them ("TODO: regrind the tungstens"). */
const isShortBareLine = (sentence: string, most: number): boolean =>
  !/[.!?…]["'”’)\]]*$/.test(sentence.trim()) &&
  sentence.trim().split(/\s+/).length <= most &&
  !/^[^:]{1,30}:\s+\S/.test(sentence);
/**
 * "Bins out tonight", "Dentist Weds 8.30am", "call w/ Tom 16:00": a line set for a time is a job or an
 * appointment, not a heading, even over other lines.
 */
export const isSetForATime = (sentence: string): boolean => SET_FOR_A_TIME_RE.test(sentence);
const SET_FOR_A_TIME_RE =
  /\b(?:tonight|today|tomorrow|due)\b|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b\d{4}h?\b(?!\s*[-–])|\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?\s+\d{1,2}\.\d{2}\b|\b(?:before|by)\s+\d{1,2}(?:[.:]\d{2})?$/i;
export const isTodoHeading = (sentence: string): boolean =>
  /:\s*$/.test(sentence.trim()) && TODO_HEADING_RE.test(sentence);
/**
 * "Shopping", "Wholesaler run", "Parts list (Euro Car Parts)", "Things to sort before we go": the first line of
 * several, naming a to-do list; such a name may run longer than another heading.
 */
export const isTodoHeadingLine = (sentence: string): boolean =>
  (TODO_HEADING_RE.test(sentence) && (isHeadingLine(sentence) || isShortBareLine(sentence, 7))) ||
  SENT_LIST_HEADING_RE.test(sentence.trim());
/** "Mum: Market list for Saturday", "Jo: shopping": a list sent in a chat, under its sender's name. */
const SENT_LIST_HEADING_RE =
  /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?:\s+(?:\S+\s+){0,4}?(?:list|shopping|groceries|shop)\b(?:\s+\S+){0,3}:?$/iu;
/** An entry of such a list: a short line that says what, not what happened ("Fairy lights", "An easel"). */
export function isListEntry(sentence: string): boolean {
  const words = sentence.trim().split(/\s+/);
  if (words.length > 8 || LIST_NARRATED_RE.test(sentence) || /\b(?:is|are|has|have)\b/i.test(sentence))
    return false;
  // "mopped isolation ward (done)": typed after the fact ("Deuterated chloroform" is a thing to order).
  return !DONE_RE.test(sentence) && !/^[a-z]+ed\b/.test(sentence.trim());
}
const DONE_RE = /\(?\b(?:done|finished|sorted|completed)\b\)?\s*$|[✓✔☑✅]/iu;
/** What happened, in a short line: "Leo's class won the cup", "we painted the fence" ("Deuterated chloroform" did not). */
const LIST_NARRATED_RE =
  /\b(?:was|were|had|did|went|ran|got|felt|won|sold|saw|met|came|took|made|said)\b|\b(?:i|we|he|she|they|it)\s+\w+ed\b/i;
