import { withoutFragmentDirective } from '@precis/shared';
import type { HighlightFormValues } from './highlight-form-values';

// Apps that share a page put its address in the text when they have no separate field for it.
const TRAILING_URL = /\s*(https?:\/\/\S+)\s*$/;
// Chrome on Android shares a selection as "the passage" in quotes, followed by a link to it.
const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ['“', '”'],
];

function webUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A link that opens the page at the passage (https://wicg.github.io/scroll-to-text-fragment/). */
const isTextFragmentLink = (url: string) => new URL(url).hash.includes(':~:');

/** The passage without one pair of quotes around all of it; quotes inside mean they are not one pair. */
function withoutSurroundingQuotes(text: string): string {
  for (const [open, close] of QUOTE_PAIRS) {
    const inner = text.slice(open.length, -close.length);
    if (
      text.length > open.length + close.length &&
      text.startsWith(open) &&
      text.endsWith(close) &&
      !inner.includes(open) &&
      !inner.includes(close)
    ) {
      return inner.trim();
    }
  }
  return text;
}

/**
 * The Add Highlight form's starting values from what another app shared (the web app manifest's
 * share_target: ?title=&text=&url=): the text is the content, the title the source, the address the
 * source URL (and the source too when no title came with it). A text fragment link is also kept as the
 * address of the passage itself.
 */
export function sharedHighlightValues(params: URLSearchParams): Partial<HighlightFormValues> {
  let text = params.get('text')?.trim() ?? '';
  let url = webUrl(params.get('url')?.trim() ?? '');
  const trailing = TRAILING_URL.exec(text);
  if (trailing?.[1] && (!url || webUrl(trailing[1]) === url)) {
    url = webUrl(trailing[1]);
    text = text.slice(0, trailing.index).trim();
  }
  text = withoutSurroundingQuotes(text);
  const title = params.get('title')?.replace(/\s+/g, ' ').trim() ?? '';
  const values: Partial<HighlightFormValues> = {};
  if (text) values.content = text;
  // The source is the page; the link to the passage in it is the highlight's own.
  const pageUrl = url && withoutFragmentDirective(url);
  if (title || pageUrl) values.source = title || pageUrl;
  if (pageUrl) values.sourceUrl = pageUrl;
  if (url && isTextFragmentLink(url)) values.url = url;
  return values;
}
