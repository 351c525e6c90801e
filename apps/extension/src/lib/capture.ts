/** What the extension sends to POST /api/v1/highlights for a passage saved from a web page. */
export interface WebCapture {
  content: string;
  source: string;
  sourceUrl: string;
  sourceKind: 'web';
  url: string;
  comment?: string;
}

/** How one attempt to send a capture ended. */
export type SendOutcome =
  | { kind: 'saved'; id: string }
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  | { kind: 'signed-out'; reason: string }
  | { kind: 'rejected'; reason: string };
