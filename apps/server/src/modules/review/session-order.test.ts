import { describe, expect, it } from 'vitest';
import { composeSession, mixSources } from './session-order';

const candidate = (id: string, source: string | null, dueAt = 0) => ({ highlightId: id, source, dueAt });

describe('composing a review session', () => {
  it('takes due cards before new ones and stops at the session size', () => {
    const due = [candidate('d1', 'A', 1), candidate('d2', 'B', 2)];
    const fresh = [candidate('n1', 'C'), candidate('n2', 'D'), candidate('n3', 'E')];
    expect(composeSession(due, fresh, 4).map((c) => c.highlightId)).toEqual(['d1', 'd2', 'n1', 'n2']);
    expect(composeSession(due, fresh, 1).map((c) => c.highlightId)).toEqual(['d1']);
  });

  it('spreads one source among the others while keeping the most overdue first', () => {
    const ordered = mixSources([
      candidate('a1', 'Book A'),
      candidate('a2', 'book a '),
      candidate('a3', 'Book A'),
      candidate('b1', 'Book B'),
      candidate('c1', 'Book C'),
    ]);
    expect(ordered.map((c) => c.highlightId)).toEqual(['a1', 'b1', 'a2', 'c1', 'a3']);
  });

  it('keeps a block together when nothing else is left', () => {
    expect(mixSources([candidate('a1', 'A'), candidate('a2', 'A')]).map((c) => c.highlightId)).toEqual([
      'a1',
      'a2',
    ]);
  });
});
