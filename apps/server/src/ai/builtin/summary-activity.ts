import { italicLine, quoteBullet } from './markdown';
import { calendarDate, weekdayDate } from './period';
import type { SummaryContext } from './summary-context';

export const MAX_TIMELINE_ENTRIES = 60;

const pad = (value: number) => String(value).padStart(2, '0');

/** Each highlight's best-ranked sentence, oldest first, grouped under one sub-heading per local day. */
export function activityTimeline(context: SummaryContext): { blocks: string[]; used: Set<number> } {
  const best = new Map<number, number>();
  for (const index of context.ranked) {
    const sentence = context.sentences[index];
    if (sentence && !best.has(sentence.highlightIndex)) best.set(sentence.highlightIndex, index);
  }
  const entries = context.highlights
    .filter((highlight) => best.has(highlight.index))
    .sort((a, b) => {
      const timeA = Number.isNaN(a.time) ? Number.POSITIVE_INFINITY : a.time;
      const timeB = Number.isNaN(b.time) ? Number.POSITIVE_INFINITY : b.time;
      return timeA - timeB || a.index - b.index;
    });

  const lines: string[] = ['## Timeline'];
  const used = new Set<number>();
  let currentDay = '';
  for (const highlight of entries.slice(0, MAX_TIMELINE_ENTRIES)) {
    const sentence = context.sentences[best.get(highlight.index) ?? -1];
    if (!sentence) continue;
    let day = 'Undated';
    let time = '';
    if (!Number.isNaN(highlight.time)) {
      const date = calendarDate(new Date(highlight.time), context.timeZone);
      day = weekdayDate(date);
      time = `${pad(date.hour)}:${pad(date.minute)} — `;
    }
    if (day !== currentDay) {
      lines.push('', `### ${day}`);
      currentDay = day;
    }
    lines.push(quoteBullet(sentence.text, highlight.id).replace(/^- /, `- ${time}`));
    used.add(highlight.index);
  }
  const hidden = entries.length - MAX_TIMELINE_ENTRIES;
  if (hidden > 0) lines.push('', italicLine(`…and ${hidden} more highlight${hidden === 1 ? '' : 's'}.`));
  return { blocks: [lines.join('\n')], used };
}
