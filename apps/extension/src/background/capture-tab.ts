import { LIMITS } from '@precis/shared';
import { checkCaptureText, sourceFromTitle } from '../lib/capture-text';
import { CAPTURE_SELECTION, type CaptureResult } from '../lib/messages';
import { withoutFragmentDirective } from '../lib/text-fragment';
import { saveCapture } from './capture-service';

function isCaptureResult(value: unknown): value is CaptureResult {
  return typeof value === 'object' && value !== null && 'status' in value;
}

async function askContentScript(tabId: number): Promise<CaptureResult | undefined> {
  const answer: unknown = await chrome.tabs.sendMessage(tabId, { type: CAPTURE_SELECTION }, { frameId: 0 });
  return isCaptureResult(answer) ? answer : undefined;
}

/** A tab opened before the extension was installed has no content script yet: inject it, as activeTab allows. */
async function injectContentScript(tabId: number): Promise<void> {
  const files = chrome.runtime.getManifest().content_scripts?.[0]?.js ?? [];
  await chrome.scripting.executeScript({ target: { tabId }, files });
}

/**
 * Saves the selection in a tab. The page's content script reads it (keeping paragraphs and building the
 * text-fragment link) and shows the confirmation; where no script can run, or the selection is in a frame,
 * the context menu's plain selection text is saved instead, linked to the page.
 */
export async function captureInTab(
  tab: chrome.tabs.Tab,
  menu?: chrome.contextMenus.OnClickData,
): Promise<CaptureResult> {
  const tabId = tab.id;
  const inFrame = menu?.frameId !== undefined && menu.frameId !== 0;
  if (tabId !== undefined && !inFrame) {
    try {
      const result = await askContentScript(tabId);
      if (result) return result;
    } catch {
      try {
        await injectContentScript(tabId);
        const result = await askContentScript(tabId);
        if (result) return result;
      } catch {
        // A page no extension may script (the browser's own pages, the web store): fall through.
      }
    }
  }
  const pageUrl = tab.url;
  if (!menu?.selectionText || !pageUrl || !/^https?:/.test(pageUrl)) {
    return { status: 'failed', message: 'Precis cannot read the selection on this page.' };
  }
  const text = checkCaptureText(menu.selectionText);
  if (!text.ok) return { status: 'failed', message: text.message };
  const sourceUrl = withoutFragmentDirective(pageUrl);
  const fits = sourceUrl.length <= LIMITS.urlMax;
  return saveCapture({
    content: text.content,
    source: sourceFromTitle(tab.title ?? '', pageUrl),
    sourceKind: 'web',
    sourceUrl: fits ? sourceUrl : undefined,
    url: fits ? sourceUrl : undefined,
  });
}
