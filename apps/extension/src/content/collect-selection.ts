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

export function collectSelection(): Collected {
  const text = checkCaptureText(selectedText());
  if (!text.ok) return text;
  const sourceUrl = withoutFragmentDirective(window.location.href);
  return {
    ok: true,
    capture: {
      content: text.content,
      source: sourceFromTitle(document.title, sourceUrl),
      sourceUrl,
      sourceKind: 'web',
      url: textFragmentUrl(sourceUrl, fragmentFor(text.content)),
    },
  };
}
