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

/** Better or worse for a sentence that names one kind of measure and one direction; otherwise nothing. */
export function metricDirection(sentence: string): MetricDirection | undefined {
  const wanted = WANTED.test(sentence);
  const unwanted = UNWANTED.test(sentence);
  const rise = RISE.test(sentence);
  const fall = FALL.test(sentence);
  if (wanted === unwanted || rise === fall) return undefined;
  return wanted === rise ? 'better' : 'worse';
}
