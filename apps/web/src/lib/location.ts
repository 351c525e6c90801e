import type { HighlightLocation } from '@precis/shared';

const LABELS: Record<HighlightLocation['type'], string> = {
  page: 'Page',
  location: 'Location',
  time: 'Time',
  order: 'No.',
};

/** "Page 42", "Location 610-612", "Time 1:02:03", "No. 3". */
export function formatLocation(location: HighlightLocation): string {
  return `${LABELS[location.type]} ${location.value}`;
}
