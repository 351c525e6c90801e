import { LIMITS } from '@precis/shared';
import { z } from 'zod';
import type { QueuedCapture } from './queue';
import type { RecentHighlight } from './recent';

const webCaptureSchema = z.object({
  content: z.string().min(1).max(LIMITS.contentMax),
  source: z.string().max(LIMITS.sourceMax),
  sourceUrl: z.string().max(LIMITS.urlMax).optional(),
  sourceKind: z.literal('web'),
  url: z.string().max(LIMITS.urlMax).optional(),
});

/** Messages the service worker accepts from its content scripts and pages. */
export const runtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('capture'), capture: webCaptureSchema }),
  z.object({
    type: z.literal('signed-in'),
    token: z.string().min(1),
    tokenId: z.string().min(1),
    email: z.string(),
  }),
  z.object({ type: z.literal('get-state'), verify: z.boolean() }),
  z.object({ type: z.literal('capture-active-tab') }),
  z.object({ type: z.literal('sign-out') }),
  z.object({ type: z.literal('undo'), id: z.string() }),
  z.object({ type: z.literal('add-note'), id: z.string(), note: z.string().min(1).max(LIMITS.commentMax) }),
  z.object({ type: z.literal('retry-queue') }),
  z.object({ type: z.literal('discard-queued'), id: z.string() }),
  z.object({ type: z.literal('address-changed') }),
]);

export type RuntimeMessage = z.infer<typeof runtimeMessageSchema>;

/** What the service worker asks of a tab's content script: save what is selected there. */
export const CAPTURE_SELECTION = 'precis:capture-selection';
/** ...and, of a Precis page's content script: revoke the extension's token with that page's session. */
export const REVOKE_TOKEN = 'precis:revoke-token';

/** What a capture came to, for the confirmation in the page and for the popup. */
export type CaptureResult =
  | { status: 'saved'; id: string }
  | { status: 'queued'; id: string; reason: string }
  | { status: 'failed'; message: string };

export type UndoResult = { ok: true } | { ok: false; message: string };
export type NoteResult = { ok: true; id: string } | { ok: false; message: string };

export interface ExtensionState {
  address: string;
  email: string | null;
  hostGranted: boolean;
  recent: RecentHighlight[];
  /** The signed-in account's queued captures and those of nobody; another account's are only counted. */
  queue: QueuedCapture[];
  waitingForOtherAccounts: number;
}
