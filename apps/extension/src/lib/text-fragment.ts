import { withoutFragmentDirective } from '@precis/shared';
/** A text directive's parts: https://wicg.github.io/scroll-to-text-fragment/#syntax */
export interface TextFragment {
  prefix?: string;
  textStart: string;
  textEnd?: string;
  suffix?: string;
}

const WORDS_AT_EACH_END = 5;
const EXACT_MATCH_MAX = 300;

// "-", "," and "&" delimit a directive's parts, so they are escaped inside one besides the usual set.
function encodePart(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D');
}

export function encodeTextDirective(fragment: TextFragment): string {
  const parts = [
    fragment.prefix ? `${encodePart(fragment.prefix)}-` : undefined,
    encodePart(fragment.textStart),
    fragment.textEnd ? encodePart(fragment.textEnd) : undefined,
    fragment.suffix ? `-${encodePart(fragment.suffix)}` : undefined,
  ];
  return `text=${parts.filter(Boolean).join(',')}`;
}

// A link followed to the page may carry a directive already.
export { withoutFragmentDirective } from '@precis/shared';

/** A link that opens the page scrolled to the passage and marks it, keeping the page's own #anchor. */
export function textFragmentUrl(pageUrl: string, fragment: TextFragment): string {
  const base = withoutFragmentDirective(pageUrl);
  const hasHash = new URL(base).hash !== '';
  return `${base}${hasHash ? '' : '#'}:~:${encodeTextDirective(fragment)}`;
}

/**
 * A directive built from the passage's own words, for when the page could not yield a unique one: the
 * whole passage when short, otherwise its first and last words (a directive cannot cross paragraphs
 * as one exact string, but textStart and textEnd may sit in different ones).
 */
export function fragmentFromText(content: string): TextFragment {
  const paragraphs = content.split(/\n+/).filter(Boolean);
  const first = paragraphs[0] ?? '';
  const last = paragraphs.at(-1) ?? '';
  if (paragraphs.length === 1 && first.length <= EXACT_MATCH_MAX) return { textStart: first };
  const startWords = first.split(' ').slice(0, WORDS_AT_EACH_END).join(' ');
  const endWords = last.split(' ').slice(-WORDS_AT_EACH_END).join(' ');
  return { textStart: startWords, textEnd: endWords };
}
