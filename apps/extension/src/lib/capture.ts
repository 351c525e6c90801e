import type { CreateHighlightInput } from '@precis/shared';

/**
 * What the extension sends to POST /api/v1/highlights for a passage saved from a web page: the page as
 * the source, and a link to the passage itself. A page address too long to store is left out.
 */
export interface WebCapture extends CreateHighlightInput {
  content: string;
  source: string;
  sourceKind: 'web';
  sourceUrl?: string;
  url?: string;
  comment?: string;
}

/** How one attempt to send a capture ended. */
export type SendOutcome =
  | { kind: 'saved'; id: string }
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  | { kind: 'signed-out'; reason: string }
  | { kind: 'rejected'; reason: string };
