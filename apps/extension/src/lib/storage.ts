import { DEFAULT_ADDRESS } from './address';
import type { QueuedCapture } from './queue';
import type { RecentHighlight } from './recent';

/** The token the extension holds, with the server and person it belongs to. */
export interface StoredAuth {
  address: string;
  token: string;
  tokenId: string;
  email: string;
}

interface Stored {
  address: string;
  auth: StoredAuth;
  queue: QueuedCapture[];
  recent: RecentHighlight[];
}

export async function read<K extends keyof Stored>(key: K): Promise<Stored[K] | undefined> {
  const values: Partial<Stored> = await chrome.storage.local.get(key);
  return values[key];
}

export async function write(values: Partial<Stored>): Promise<void> {
  await chrome.storage.local.set(values);
}

export async function forget(key: keyof Stored): Promise<void> {
  await chrome.storage.local.remove(key);
}

/**
 * Forgets who is signed in and what they saved here, which the next person to sign in on this browser must
 * not see. The queue stays: its captures were never sent, and dropping them would lose them silently. Each
 * carries its owner, so they wait, unread, for that account to sign in here again (`lib/queue.ts`).
 */
export async function forgetAccount(): Promise<void> {
  await chrome.storage.local.remove(['auth', 'recent']);
}

export async function readAddress(): Promise<string> {
  return (await read('address')) ?? DEFAULT_ADDRESS;
}

/** The token for the configured address; one minted for an address since changed does not count. */
export async function readAuth(): Promise<StoredAuth | undefined> {
  const [auth, address] = await Promise.all([read('auth'), readAddress()]);
  return auth?.address === address ? auth : undefined;
}

let chain: Promise<unknown> = Promise.resolve();

/** Runs read-modify-write steps one at a time, so two captures never overwrite each other's queue. */
export function exclusive<T>(step: () => Promise<T>): Promise<T> {
  const next = chain.then(step, step);
  chain = next.catch(() => undefined);
  return next;
}
