import { REVOKE_TOKEN } from '../lib/messages';
import type { StoredAuth } from '../lib/storage';

type RevokeAnswer = { ok: true } | { ok: false; message: string };

const READY_WAIT_MS = 15_000;
const POLL_MS = 250;

function isAnswer(value: unknown): value is RevokeAnswer {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'ok') === 'boolean';
}

async function askTab(tabId: number, tokenId: string): Promise<RevokeAnswer | undefined> {
  try {
    const answer: unknown = await chrome.tabs.sendMessage(
      tabId,
      { type: REVOKE_TOKEN, tokenId },
      { frameId: 0 },
    );
    return isAnswer(answer) ? answer : undefined;
  } catch {
    return undefined;
  }
}

/** Asks a freshly opened tab until its content script has started. */
async function askWhenReady(tabId: number, tokenId: string): Promise<RevokeAnswer | undefined> {
  const deadline = Date.now() + READY_WAIT_MS;
  while (Date.now() < deadline) {
    const answer = await askTab(tabId, tokenId);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/**
 * Revokes the extension's token through a Precis page (its session may revoke tokens; the token may not):
 * an open one if there is, otherwise one opened in the background for the purpose and closed after.
 */
export async function revokeThroughPrecis(auth: StoredAuth): Promise<RevokeAnswer> {
  const open = await chrome.tabs.query({ url: `${auth.address}/*` });
  for (const tab of open) {
    const answer = tab.id === undefined ? undefined : await askTab(tab.id, auth.tokenId);
    if (answer) return answer;
  }
  const tab = await chrome.tabs.create({ url: `${auth.address}/`, active: false });
  if (tab.id === undefined) return { ok: false, message: 'Precis could not be opened.' };
  try {
    return (await askWhenReady(tab.id, auth.tokenId)) ?? { ok: false, message: 'Precis did not answer.' };
  } finally {
    await chrome.tabs.remove(tab.id).catch(() => undefined);
  }
}
