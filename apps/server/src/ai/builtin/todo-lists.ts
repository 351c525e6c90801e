/** To-do lists typed as lines: the heading that names one, and the short lines under it. */
import { NARRATED_RE } from './task-dates';

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
