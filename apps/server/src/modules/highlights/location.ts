import type { HighlightLocation } from '@precis/shared';

/**
 * A location as one number, for reading order: the first number of its value ("610-612" -> 610, "42" -> 42),
 * a time as seconds ("1:02:03" -> 3723). Null when the value holds no number: such highlights then follow
 * in the order they were highlighted.
 */
export function locationSortKey(location: HighlightLocation | null | undefined): number | null {
  if (!location) return null;
  if (location.type === 'time') {
    const clock = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?(?::(\d+(?:\.\d+)?))?$/.exec(location.value);
    if (clock) {
      const parts = clock
        .slice(1)
        .filter((part): part is string => part !== undefined)
        .map(Number);
      return parts.reduce((seconds, part) => seconds * 60 + part, 0);
    }
  }
  const first = /\d+(?:\.\d+)?/.exec(location.value);
  return first ? Number(first[0]) : null;
}
