import type { LabelledDay } from './action-items-data';
import { withDayOfHeading } from './day-headings';
import { isTask } from './default-judges';
import { quoteBullet } from './markdown';
import { stripMarkdown } from './markdown-plain';
import { splitSentences } from './sentences';
import { summarise } from './summariser';
import { joinSentences } from './whole-thoughts';

export interface ActionFigures {
  actions: number;
  nonActions: number;
  /** Share of labelled actions listed. */
  recall: number;
  /** Share of listed items that are not actions. */
  falseShare: number;
  /** Share of non-action sentences listed. */
  nonActionRate: number;
  missed: string[];
  wrong: string[];
  /** Listed items whose link points to another highlight than the one they quote. */
  misLinked: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Runs a TASKS summary per labelled day and checks every "- [ ]" line against the labelled sentences,
 * including that its link points back to the highlight it came from.
 */
export function evaluateActionItems(days: readonly LabelledDay[]): ActionFigures {
  let actions = 0;
  let nonActions = 0;
  let found = 0;
  let wrongCount = 0;
  let misLinked = 0;
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const day of days) {
    const highlights = day.highlights.map((item, index) => ({
      id: `${index}`,
      content: item.content,
      createdAt: '2026-11-03T10:00:00Z',
    }));
    const result = summarise({
      highlights,
      type: 'TASKS',
      period: { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' },
      timeZone: 'UTC',
    });
    const listed = new Set(result.markdown.split('\n').filter((line) => line.startsWith('- [ ] ')));
    day.highlights.forEach((item, index) => {
      // The summary quotes a sentence's words, not its Markdown ("**Email the backers**").
      const sentences = splitSentences(item.content);
      const plain = sentences.map(stripMarkdown);
      // A line under a day heading is listed with its day ("Tomorrow: clean the mews").
      const asListed = (text: string, position: number) =>
        quoteBullet(withDayOfHeading(position > 0 ? plain[0] : undefined, text), `${index}`, true);
      const hit = plain.map((text, position) => listed.delete(asListed(text, position)));
      // A short line pointing back is quoted with the sentence before it ("Fridge leaking. Sort that today."),
      // which, when an action too, that bullet lists.
      plain.forEach((text, position) => {
        const before = plain[position - 1];
        if (hit[position] || before === undefined) return;
        if (!listed.delete(asListed(joinSentences([before, text]), position - 1))) return;
        hit[position] = true;
        if (item.actions.includes(sentences[position - 1] ?? '')) hit[position - 1] = true;
      });
      sentences.forEach((sentence, position) => {
        if (item.actions.includes(sentence)) {
          actions += 1;
          if (hit[position]) found += 1;
          else missed.push(sentence);
        } else {
          nonActions += 1;
          if (hit[position]) {
            wrongCount += 1;
            wrong.push(sentence);
          }
        }
      });
    });
    misLinked += listed.size;
  }
  const listedTotal = found + wrongCount + misLinked;
  return {
    actions,
    nonActions,
    recall: round(found / Math.max(1, actions)),
    falseShare: round((wrongCount + misLinked) / Math.max(1, listedTotal)),
    nonActionRate: round(wrongCount / Math.max(1, nonActions)),
    missed,
    wrong,
    misLinked,
  };
}

/** The same labels scored against the sentence pattern alone, without the summary's limits. */
export function evaluateTaskPattern(days: readonly LabelledDay[]): { recall: number; nonActionRate: number } {
  let actions = 0;
  let found = 0;
  let nonActions = 0;
  let wrong = 0;
  for (const item of days.flatMap((day) => day.highlights)) {
    for (const sentence of splitSentences(item.content)) {
      if (item.actions.includes(sentence)) {
        actions += 1;
        if (isTask(sentence)) found += 1;
      } else {
        nonActions += 1;
        if (isTask(sentence)) wrong += 1;
      }
    }
  }
  return {
    recall: round(found / Math.max(1, actions)),
    nonActionRate: round(wrong / Math.max(1, nonActions)),
  };
}
