/** The header the web client sends on every call with the browser's IANA time zone (decisions.md). */
export const TIME_ZONE_HEADER = 'x-timezone';

export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
