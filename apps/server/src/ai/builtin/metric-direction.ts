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

/**
 * "Down" after a machine or a service is a fault, not a measure falling: "Error logging server down overnight" has
 * its errors' word four words back.
 */
const DOWN = String.raw`(?<!\b(?:servers?|site|website|wi-?fi|network|internet|systems?|app|tracker|printer|router|database|portal|phones?|lines?|broadband|lifts?|elevators?|tills?|machines?|scanners?|e-?mail|vpn|platform|service)\s)down`;

const FALL = new RegExp(
  String.raw`\b(?:fell|fall(?:s|ing|en)?|dropp(?:ed|ing)|drops?|${DOWN}|declin(?:ed|es|ing)|decreas(?:e|ed|es|ing)|halved|lower|fewer|shr[ai]nk(?:s|ing)?|shrunk|slipp(?:ed|ing)|slips?|dipp(?:ed|ing)|dips?|plung(?:ed|es|ing)|slump(?:ed|s)?|record low)\b`,
  'i',
);

export type MetricDirection = 'better' | 'worse';

/**
 * A measure and its movement a few words on ("Footfall in April was up"), or a movement of it ("a rise in
 * complaints"); not across a label's colon ("Incident: Wi-Fi down") nor past an "of" ("incidents this month of
 * passengers falling"). A word between is letters and digits, joined inside by an apostrophe, a point or a dash
 * ("like-for-like", "£2.1m"), so a run of dashes or underscores is a gap only: when the words could hold it too, a
 * form's "Costs ______ £400" took seconds to refuse.
 */
const moved = (measure: RegExp, movement: RegExp) =>
  new RegExp(
    `${measure.source}(?:[^\\p{L}\\p{N}:]+(?!of\\b)[\\p{L}\\p{N}]+(?:['’.,/-][\\p{L}\\p{N}]+)*){0,4}?[^\\p{L}\\p{N}:]+${movement.source}|${movement.source}\\s+(?:in|of)\\s+(?:\\S+\\s+){0,2}?${measure.source}`,
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

/**
 * The good news of a measure, told in figures: the measure, its movement and how far ("Churn dropped to 2.1%",
 * "Latency is down to 180ms", "Complaints fell by half"). "The bug tracker is down again" names a measure's word
 * but gives no figure: a fault, not a result.
 */
const BETTER_BY_HOW_MUCH = BETTER.map(
  (pattern) =>
    new RegExp(
      `(?:${pattern.source})\\s+(?:to|by|from|under|below)?\\s*(?:[£$€]?\\d|half\\b|a (?:third|quarter|fifth|tenth)\\b)`,
      'iu',
    ),
);

/**
 * The sentence without the good news of a measure it tells in figures; undefined when it tells none. What is left
 * may still tell of trouble ("Churn dropped to 2%, but the checkout server is down").
 */
export function withoutGoodNews(sentence: string): string | undefined {
  if (metricDirection(sentence) !== 'better') return undefined;
  for (const pattern of BETTER_BY_HOW_MUCH) {
    const found = pattern.exec(sentence);
    if (found) return sentence.slice(0, found.index) + sentence.slice(found.index + found[0].length);
  }
  return undefined;
}
