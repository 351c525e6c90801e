import { isValidTimeZone } from '@precis/shared';
import { FieldValidationError } from './errors';

/** The zone of the X-Timezone header, validated; UTC when the header is absent. */
export function timeZoneFromHeader(value: string | string[] | undefined): string {
  const zone = Array.isArray(value) ? value[0] : value;
  if (zone === undefined || zone === '') return 'UTC';
  if (!isValidTimeZone(zone)) {
    throw new FieldValidationError(
      `Invalid X-Timezone header: "${zone.slice(0, 64)}" is not an IANA time zone.`,
      [{ field: 'X-Timezone', message: 'Use an IANA time zone such as Europe/Paris.' }],
    );
  }
  return zone;
}
