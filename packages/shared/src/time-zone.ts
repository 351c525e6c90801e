/** The header the web client sends on every call with the browser's IANA time zone (decisions.md). */
export const TIME_ZONE_HEADER = 'x-timezone';

// Building an Intl.DateTimeFormat costs ~0.1 ms and every API call checks its zone: remember the answers.
const knownZones = new Map<string, boolean>();

export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size < 1_000) knownZones.set(value, valid);
  return valid;
}
