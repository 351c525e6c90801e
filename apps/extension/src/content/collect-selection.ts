import { LIMITS } from '@precis/shared';
import {
  GenerateFragmentStatus,
  generateFragmentFromRange,
} from 'text-fragments-polyfill/dist/fragment-generation-utils.js';
import type { WebCapture } from '../lib/capture';
import { checkCaptureText, sourceFromTitle } from '../lib/capture-text';
import {
  fragmentFromText,
  type TextFragment,
  textFragmentUrl,
  withoutFragmentDirective,
} from '../lib/text-fragment';

export type Collected = { ok: true; capture: WebCapture } | { ok: false; message: string };

/** The selected text, including a selection inside a text field (which the page selection does not show). */
function selectedText(): string {
  const field = document.activeElement;
  if (
    (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) &&
    field.selectionStart !== null &&
    field.selectionEnd !== null &&
    field.selectionEnd > field.selectionStart
  ) {
    return field.value.slice(field.selectionStart, field.selectionEnd);
  }
  return window.getSelection()?.toString() ?? '';
}

/** A link that finds this very passage on the page: the generator picks words that occur only once. */
function fragmentFor(content: string): TextFragment {
  const selection = window.getSelection();
  if (selection && selection.rangeCount > 0 && !selection.isCollapsed) {
    try {
      // On a copy: the generator widens its range to whole words, which would change what the person selected.
      const result = generateFragmentFromRange(selection.getRangeAt(0).cloneRange());
      if (result.status === GenerateFragmentStatus.SUCCESS && result.fragment) return result.fragment;
    } catch {
      // A page with an unusual DOM; the passage's own words still make a usable link.
    }
  }
  return fragmentFromText(content);
}

/** The passage's link, shortened to the passage's first and last words, or left out, to fit a URL field. */
export function passageUrl(sourceUrl: string, exact: TextFragment, content: string): string | undefined {
  const candidates = [
    textFragmentUrl(sourceUrl, exact),
    textFragmentUrl(sourceUrl, fragmentFromText(content)),
  ];
  return candidates.find((url) => url.length <= LIMITS.urlMax);
}

export function collectSelection(): Collected {
  const text = checkCaptureText(selectedText());
  if (!text.ok) return text;
  const pageUrl = withoutFragmentDirective(window.location.href);
  const fits = pageUrl.length <= LIMITS.urlMax;
  return {
    ok: true,
    capture: {
      content: text.content,
      source: sourceFromTitle(document.title, pageUrl),
      sourceKind: 'web',
      sourceUrl: fits ? pageUrl : undefined,
      url: fits ? passageUrl(pageUrl, fragmentFor(text.content), text.content) : undefined,
    },
  };
}
