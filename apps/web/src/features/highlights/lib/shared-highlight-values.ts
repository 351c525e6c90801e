import type { HighlightFormValues } from './highlight-form-values';

// Apps that share a page put its address in the text when they have no separate field for it.
const TRAILING_URL = /\s*(https?:\/\/\S+)\s*$/;

function webUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Add Highlight form's starting values from what another app shared (the web app manifest's
 * share_target: ?title=&text=&url=): the text is the content, the title the source, the address the
 * source URL (and the source too when no title came with it).
 */
export function sharedHighlightValues(params: URLSearchParams): Partial<HighlightFormValues> {
  let text = params.get('text')?.trim() ?? '';
  let url = webUrl(params.get('url')?.trim() ?? '');
  const trailing = TRAILING_URL.exec(text);
  if (trailing?.[1] && (!url || webUrl(trailing[1]) === url)) {
    url = webUrl(trailing[1]);
    text = text.slice(0, trailing.index).trim();
  }
  const title = params.get('title')?.replace(/\s+/g, ' ').trim() ?? '';
  const values: Partial<HighlightFormValues> = {};
  if (text) values.content = text;
  if (title || url) values.source = title || url;
  if (url) values.sourceUrl = url;
  return values;
}
