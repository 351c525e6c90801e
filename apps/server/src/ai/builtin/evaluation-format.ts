import { type CategoryCode, isCategoryCode } from '@precis/shared';

export interface EvaluationItem {
  content: string;
  expected: readonly CategoryCode[];
}

const ITEM_START = /^([A-Z_]+(?:\+[A-Z_]+)*):\s+(.*)$/;

export function parseEvaluationData(data: string): EvaluationItem[] {
  const items: { content: string; expected: CategoryCode[] }[] = [];
  for (const rawLine of data.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    const start = ITEM_START.exec(rawLine);
    const last = items[items.length - 1];
    if (!start) {
      if (!last) throw new Error(`Continuation line without an item: ${line}`);
      last.content += ` ${line}`;
      continue;
    }
    const codes = (start[1] ?? '').split('+');
    const expected = codes.filter(isCategoryCode);
    if (expected.length !== codes.length) throw new Error(`Unknown category in: ${rawLine}`);
    items.push({ content: start[2] ?? '', expected });
  }
  return items;
}
