/**
 * Whether a sentence reports a measure moving the good way or the bad way: "Sales grew 14%" and "Churn dropped to
 * 2%" are news, "Sales fell 3%" and "Complaints doubled" are problems. The same verb says both, so neither the
 * verb nor the noun alone tells a problem from good news; the pair does.
 */

/** Measures a business, a club or a household wants more of. */
const WANTED =
  /\b(?:sales|revenue|revenues|income|profits?|margins?|takings|turnover|earnings|users|customers|subscribers|sign-?ups|members|membership|renewals|orders|bookings|attendance|turnout|footfall|visitors|visits|traffic|donations|conversions?|conversion rate|retention|uptime|ratings?|satisfaction|nps|scores?|yield|output|productivity|volunteers?|volunteer numbers|enrolments?|enrollments?|applications|downloads|reach|engagement|savings|share)\b/i;

/** Measures people want less of. */
const UNWANTED =
  /\b(?:churn|latency|complaints|costs?|spend|spending|expenses|errors?|error rate|defects?|bugs?|returns|refunds|absences?|absenteeism|sickness|sick days|staff turnover|waiting times?|wait times?|waiting lists?|queues?|incidents?|accidents?|injuries|downtime|outages?|debt|arrears|overdraft|emissions|crime|thefts?|no-shows|cancellations|vacancies|backlog|tickets|load times?|response times?|bounce rate|prices|rent|bills?|premiums?|fees)\b/i;

const RISE =
  /\b(?:grew|grow(?:s|ing)?|rose|risen|ris(?:es|ing)|increas(?:e|ed|es|ing)|up|climb(?:ed|s|ing)?|doubled|tripled|jump(?:ed|s)?|higher|soar(?:ed|s|ing)?|surg(?:ed|es|ing)|spik(?:ed|es|ing)|record high)\b/i;

const FALL =
  /\b(?:fell|fall(?:s|ing|en)?|dropp(?:ed|ing)|drops?|down|declin(?:ed|es|ing)|decreas(?:e|ed|es|ing)|halved|lower|fewer|shr[ai]nk(?:s|ing)?|shrunk|slipp(?:ed|ing)|slips?|dipp(?:ed|ing)|dips?|plung(?:ed|es|ing)|slump(?:ed|s)?|record low)\b/i;

export type MetricDirection = 'better' | 'worse';

/**
 * A measure and its movement a few words on ("Footfall in April was up"), or a movement of it ("a rise in
 * complaints"); not across a label's colon ("Incident: Wi-Fi down") nor past an "of" ("incidents this month of
 * passengers falling").
 */
const moved = (measure: RegExp, movement: RegExp) =>
  new RegExp(
    `${measure.source}(?:[^\\p{L}\\p{N}:]+(?!of\\b)[^\\s.;:!?]+){0,4}?[^\\p{L}\\p{N}:]+${movement.source}|${movement.source}\\s+(?:in|of)\\s+(?:\\S+\\s+){0,2}?${measure.source}`,
    'iu',
  );
const BETTER = [moved(WANTED, RISE), moved(UNWANTED, FALL)];
const WORSE = [moved(WANTED, FALL), moved(UNWANTED, RISE)];

/**
 * Better or worse for a sentence whose measure moves one way, the movement bound to its measure ("Churn dropped",
 * not "the outage ... was down"); otherwise nothing.
 */
export function metricDirection(sentence: string): MetricDirection | undefined {
  const better = BETTER.some((pattern) => pattern.test(sentence));
  const worse = WORSE.some((pattern) => pattern.test(sentence));
  if (better === worse) return undefined;
  return better ? 'better' : 'worse';
}

const global = (pattern: RegExp) => new RegExp(pattern.source, 'gi');
const MEASURE_OR_MOVEMENT = [WANTED, UNWANTED, RISE, FALL].map(global);

/** The sentence without its measures and their movements: what is left to tell of trouble besides them. */
export function withoutMeasures(sentence: string): string {
  return MEASURE_OR_MOVEMENT.reduce((text, pattern) => text.replace(pattern, ' '), sentence);
}
