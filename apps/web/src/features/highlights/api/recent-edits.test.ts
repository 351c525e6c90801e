import { describe, expect, it } from 'vitest';
import { editedRecently, markEdited } from './recent-edits';

describe('recent edits', () => {
  it('waits ten minutes after each edit for the new categories, then stops', () => {
    const start = Date.parse('2026-12-01T10:00:00Z');
    expect(editedRecently('h-never', start)).toBe(false);
    markEdited('h1', start);
    expect(editedRecently('h1', start + 9 * 60_000)).toBe(true);
    expect(editedRecently('h1', start + 10 * 60_000)).toBe(false);
    // A later edit of the same highlight waits again, however long its page has been open.
    markEdited('h1', start + 60 * 60_000);
    expect(editedRecently('h1', start + 61 * 60_000)).toBe(true);
  });
});
