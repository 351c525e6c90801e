import { isQueueLabel } from './task-patterns';

/**
 * A note headed by a day ("Tomorrow", "Saturday:", "This week") sets when its lines are to be done: "clean the
 * mews" listed alone has lost its "Tomorrow". A listed line under such a heading carries it, unless it names a
 * day itself.
 */
const DAY = `(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?`;
const DAY_HEADING_RE = new RegExp(
  String.raw`^(?:today|tonight|tomorrow|(?:this|next) (?:morning|afternoon|evening|week|weekend|month)|(?:on |by |before |for )?${DAY}(?: (?:morning|afternoon|evening|night))?|by (?:tomorrow|tonight|the weekend|end of (?:the )?(?:day|week|month)))\s*[:.!–—-]?$`,
  'i',
);
const NAMES_A_DAY_RE = new RegExp(
  String.raw`\b(?:today|tonight|tomorrow|week|weekend|month|${DAY}|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))\b`,
  'i',
);

/** The heading as a day to carry ("Tomorrow"), or undefined when it names none. */
export function dayOfHeading(heading: string): string | undefined {
  const trimmed = heading.trim();
  return DAY_HEADING_RE.test(trimmed) ? trimmed.replace(/\s*[:.!–—-]$/, '') : undefined;
}

/** The line as listed under a day heading: "Tomorrow: clean the mews", or as it was. */
export function withDayOfHeading(heading: string | undefined, line: string): string {
  const day = heading === undefined ? undefined : dayOfHeading(heading);
  if (day === undefined || NAMES_A_DAY_RE.test(line)) return line;
  return `${day}: ${line}`;
}

/**
 * "Books to read:" over "Piranesi" and "The Overstory": a title listed alone has lost what it is on the list for,
 * so it carries its queue's name ("Books to read: Piranesi").
 */
export function withQueueOfHeading(heading: string | undefined, line: string): string {
  if (heading === undefined || !isQueueLabel(heading)) return line;
  return `${heading.trim().replace(/\s*:$/, '')}: ${line}`;
}
