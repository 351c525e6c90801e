import { type KeyPhrase, titleCase } from './key-phrases';
import type { PeriodLabel } from './period';

export const MAX_TITLE_LENGTH = 120;
const MAX_SUBJECT_LENGTH = 60;

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' & ');
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1] ?? ''}`;
}

/** Two key phrases, or three when the third is nearly as strong, as long as they read as a short subject. */
function subject(phrases: readonly KeyPhrase[], fallbackSubject: string | undefined): string[] {
  const second = phrases[1];
  const third = phrases[2];
  const count = second && third && third.score >= 0.75 * second.score ? 3 : 2;
  const names = phrases.slice(0, count).map((phrase) => titleCase(phrase.text));
  while (names.length > 1 && joinNames(names).length > MAX_SUBJECT_LENGTH) names.pop();
  if (names.length > 0) return names;
  return fallbackSubject === undefined ? [] : [fallbackSubject];
}

export interface TitleInput {
  phrases: readonly KeyPhrase[];
  /** Names that say what the period was about better than its phrases (the works read), as written. */
  names?: readonly string[];
  prefix?: string;
  period?: PeriodLabel;
  /** The subject when no phrase names one; without it a prefixed title is the prefix alone ("Issues — Nov 3"). */
  fallbackSubject?: string;
}

/**
 * "Deep Work & Focus: Nov 3–9, 2026", "Deep Work — Nov 22, 2026" for a single day, and with a type prefix
 * "Action items: Deep Work & Focus — Nov 3–9, 2026", and with no subject "Issues — Nov 3, 2026". Never longer than
 * MAX_TITLE_LENGTH.
 */
export function buildTitle({ phrases, names: given, prefix, period, fallbackSubject }: TitleInput): string {
  const names =
    given && given.length > 0
      ? [...given]
      : subject(phrases, prefix ? fallbackSubject : (fallbackSubject ?? 'Highlights'));
  const separator = !prefix && period && !period.singleDay ? ': ' : ' — ';
  const tail = period ? `${separator}${period.label}` : '';
  if (names.length === 0 && prefix) return `${prefix}${tail}`.slice(0, MAX_TITLE_LENGTH);
  for (let count = names.length; count >= 1; count -= 1) {
    const head = prefix ? `${prefix}: ${joinNames(names.slice(0, count))}` : joinNames(names.slice(0, count));
    if (head.length + tail.length <= MAX_TITLE_LENGTH) return head + tail;
  }
  const head = prefix ? `${prefix}: ${names[0] ?? ''}` : (names[0] ?? '');
  const room = Math.max(1, MAX_TITLE_LENGTH - tail.length - 1);
  return `${head.slice(0, room).trimEnd()}…${tail}`.slice(0, MAX_TITLE_LENGTH);
}
