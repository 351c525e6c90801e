/**
 * What tells advice in the imperative ("Treat every meeting as expensive") from an errand ("Call the
 * helpdesk"): advice speaks of everyone, always, things in general, or of a habit; an errand names
 * something particular (a person, my or our things, a day, a number).
 */

/** People, things and times in general; "every two weeks" is a schedule, not a generalisation. */
const GENERAL_RE =
  /\b(?:every(?:one|body|thing)|every(?!\s+(?:\S+\s+)?(?:day|week|month|quarter|year|morning|evening|time)s?\b)|any(?:one|body|thing)|no(?:body|thing)|always|never|whatever|people|others|things|life|the rest)\b/i;
/** A habit rather than a one-off: "a paragraph a day", "twice a week", "no matter what". */
const HABIT_RE = /\b(?:an?|per) (?:day|week|month|year)\b|\bno matter what\b/i;
/** "..., and the big things will take care of themselves": a promised result, not a plan. */
const PROMISED_RESULT_RE =
  /\band (?:the|your|it|they|you|everything|life|people)\b[^,;]*?\b(?:will|would)\b/i;

/** A name after the first word, a number, someone's own things, a day: the marks of an errand. */
const PARTICULAR_RE =
  /\d|\b(?:my|our|his|her|their|me|us|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const hasName = (sentence: string): boolean => /\s\p{Lu}/u.test(sentence.trim().replace(/^\S+/, ''));

export function isGeneralAdvice(sentence: string): boolean {
  if (PARTICULAR_RE.test(sentence) || hasName(sentence)) return false;
  return GENERAL_RE.test(sentence) || HABIT_RE.test(sentence) || PROMISED_RESULT_RE.test(sentence);
}
