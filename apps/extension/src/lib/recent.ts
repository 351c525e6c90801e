import type { WebCapture } from './capture';

/** A highlight saved from this browser: the popup lists it; Undo and "Add a note" act on it. */
export interface RecentHighlight {
  id: string;
  excerpt: string;
  source: string;
  savedAt: number;
  capture: WebCapture;
  /** The id the page was given while the capture waited in the queue, which its notice still holds. */
  queuedAs?: string;
}

export const RECENT_COUNT = 5;
const EXCERPT_LENGTH = 160;

export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 3)}...` : flat;
}

export function addRecent(list: readonly RecentHighlight[], item: RecentHighlight): RecentHighlight[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, RECENT_COUNT);
}

export function removeRecent(list: readonly RecentHighlight[], id: string): RecentHighlight[] {
  return list.filter((entry) => entry.id !== id);
}

/** The list with `comment` as the note of `id`'s capture, which keeps its place. */
export function withNote(list: readonly RecentHighlight[], id: string, comment: string): RecentHighlight[] {
  return list.map((entry) =>
    entry.id === id ? { ...entry, capture: { ...entry.capture, comment } } : entry,
  );
}

/** The saved highlight's id for an id a page holds: its own, or the one it had while it waited in the queue. */
export function savedIdOf(list: readonly RecentHighlight[], id: string): string {
  return list.find((entry) => entry.queuedAs === id)?.id ?? id;
}
