/**
 * What tells advice in the imperative ("Treat every meeting as expensive") from an errand ("Call the
 * helpdesk"): advice speaks of everyone, always, things in general, or of a habit; an errand names
 * something particular (a person, my or our things, a day, a number).
 */

/** People, things and times in general; "every two weeks" is a schedule, not a generalisation. */
const GENERAL_RE =
  /\b(?:every(?:one|body|thing)|every(?!\s+(?:\S+\s+)?(?:day|week|month|quarter|year|morning|evening|time)s?\b)|any(?:one|body|thing)|no(?:body|thing)|always|never|whatever|people|others|things|life|the rest)\b/i;
/** A habit rather than a one-off: "a paragraph a day", "twice a week", "no matter what". */
const HABIT_RE =
  /\b(?:an?|per) (?:day|week|month|year)\b(?! (?:earlier|later|ago|before|after|from|late|early)\b)|\b(?:after|before) (?:meals|bed|bedtime)\b|\bno matter what\b/i;
/** "..., and the big things will take care of themselves": a promised result, not a plan. */
const PROMISED_RESULT_RE =
  /\band (?:the|your|it|they|you|everything|life|people)\b[^,;]*?\b(?:will|would)\b/i;

/** "Do the hardest thing first", "the most important work": ranking things is a principle, not an errand. */
const SUPERLATIVE_RE = /\bthe (?:\w+est|most \w+) (?:thing|task|work|job|part|one)s?\b/i;
/** "Do less, but better.", "Read more.": more or less of something, in general. */
const COMPARATIVE_RE = /^\W*\w+ (?:less|more|fewer|better)(?=[,.;!]|$|\s+(?:than|but|and|often)\b)/i;
/** Verbs of attitude ("Listen for...", "Focus on the process", "Sleep on it"): advice unless aimed at something particular. */
const ATTITUDE_RE =
  /^\W*(?:listen|focus|trust|assume|believe|embrace|notice|treat|aim|stay|be|prefer|avoid|sleep)\b/i;

/** "Praise the effort, not the result.", "Fix the system, not the person": a contrast drawn in general. */
const CONTRAST_RE = /,\s+not\s+(?:the\s+|a\s+|an\s+|your\s+)?[\w-]+[.!]?$/i;
/** "..., as the saying goes", "..., the research suggests": someone else's view, said so. */
const SAYING_RE =
  /\bas (?:the saying goes|they say|the proverb has it)\b|\bthe (?:research|study|studies|data|evidence|author|report) (?:suggests?|shows?|says?|argues?)\b|\baccording to\b|\bexperts? (?:say|argue)\b/i;
export const isReportedView = (sentence: string): boolean => SAYING_RE.test(sentence);
/** "Water deeply and rarely rather than a little every day": a preference in general. */
const RATHER_THAN_RE = /\brather than\b/i;
/** "...and mornings get so much calmer": a promised change, in the present tense. */
const PROMISED_CHANGE_RE =
  /\band (?:\w+ ){0,3}(?:get|gets|become|becomes|feel|feels|go|goes) (?:so |much |a lot |far )*\w+er\b/i;

/** A name after the first word, a number, someone's own things, a day: the marks of an errand. */
const PARTICULAR_RE =
  /\d|\b(?:my|our|his|her|their|me|us|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const hasName = (sentence: string): boolean => /\s\p{Lu}/u.test(sentence.trim().replace(/^\S+/, ''));

export function isGeneralAdvice(sentence: string): boolean {
  if (SAYING_RE.test(sentence)) return true;
  if (PARTICULAR_RE.test(sentence) || hasName(sentence)) return false;
  return [
    GENERAL_RE,
    HABIT_RE,
    PROMISED_RESULT_RE,
    PROMISED_CHANGE_RE,
    SUPERLATIVE_RE,
    COMPARATIVE_RE,
    ATTITUDE_RE,
    CONTRAST_RE,
    RATHER_THAN_RE,
  ].some((pattern) => pattern.test(sentence));
}
