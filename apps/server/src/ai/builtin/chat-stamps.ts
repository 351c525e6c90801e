/**
 * The date and time a chat export puts before each message: "14/10/2024, 08:41 - Emeka: …" (WhatsApp on
 * Android), "[10/14/24, 4:15:02 PM] Jen: …" (on iPhone), "Oct 14, 4:15 PM - Jen: …". It says when the message
 * was sent, not when anything is due, and is matched only before a sender's name.
 */
export const CHAT_STAMP_RE =
  /^\[?(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}),?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[ap]\.?m\.?(?![a-z]))?(?:\]\s*|\s*[-–]\s*)(?=[^:\n]{1,40}:\s)/i;
