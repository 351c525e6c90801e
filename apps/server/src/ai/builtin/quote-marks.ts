/**
 * A highlight cut from a novel or an essay often starts inside a quotation or stops before it closes: “I’m not
 * weird. You’ve just never had someone take care of you before.” loses its closing mark when the speech runs on,
 * and "the fear of failure.”" keeps one whose opening lay before the highlight. Quoted alone in a summary, such a
 * line reads as a typo; the missing mark is added, at the end or the start, as a careful quoter does.
 */

interface MarkPair {
  open: string;
  close: string;
}

const PAIRS: readonly MarkPair[] = [
  { open: '“', close: '”' },
  { open: '「', close: '」' },
  { open: '『', close: '』' },
];

/** German opens with „ and closes with “: there “ is a closing mark, and the English pair cannot be counted. */
const GERMAN_OPENING = '„';

const countOf = (text: string, mark: string): number => text.split(mark).length - 1;

function balancedPair(text: string, { open, close }: MarkPair): string {
  const opened = countOf(text, open);
  const closed = countOf(text, close);
  if (opened === closed + 1 && !text.endsWith(close)) return `${text}${close}`;
  if (closed === opened + 1 && !text.startsWith(open)) return `${open}${text}`;
  return text;
}

/**
 * Straight double quotes open and close alike: only a lone one at the very start or end is plainly the one whose
 * partner was cut off (of five, any might be).
 */
function balancedStraight(text: string): string {
  if (countOf(text, '"') !== 1) return text;
  if (text.startsWith('"')) return `${text}"`;
  if (text.endsWith('"')) return `"${text}`;
  return text;
}

/** The text with a quotation mark added where its partner lies outside the highlight, when that is plain. */
export function withQuotationMarksPaired(text: string): string {
  let paired = text;
  for (const pair of PAIRS) {
    if (pair.open === '“' && paired.includes(GERMAN_OPENING)) continue;
    paired = balancedPair(paired, pair);
  }
  return balancedStraight(paired);
}
