import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyUserText } from '../../../test/arbitraries';
import { safeFileName, UniqueNames } from './file-names';

const UNSAFE = /[<>:"/\\|?*#^[\]\p{Cc}\p{Cs}]/u;

function expectSafe(name: string) {
  expect(name).not.toMatch(UNSAFE);
  expect(name.length).toBeGreaterThan(0);
  expect(name).not.toMatch(/^[.\s]|[.\s]$/);
  expect(name).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i);
  expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200);
  expect(name).toBe(name.normalize('NFC'));
}

describe('safeFileName', () => {
  it('keeps an ordinary title as it is', () => {
    expect(safeFileName('Thinking, Fast and Slow - Daniel Kahneman')).toBe(
      'Thinking, Fast and Slow - Daniel Kahneman',
    );
    expect(safeFileName('Учение 🧠 עברית')).toBe('Учение 🧠 עברית');
  });

  it('replaces characters file systems or Obsidian links refuse', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j#k^l[m]n')).toBe('a b c d e f g h i j k l m n');
    expect(safeFileName('line\nbreak\ttab')).toBe('line break tab');
  });

  it('avoids hidden, empty, dotted and reserved names', () => {
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('  ...  ')).toBe('Untitled');
    expect(safeFileName('Title...')).toBe('Title');
    expect(safeFileName('CON')).toBe('CON_');
    expect(safeFileName('lpt1.txt')).toBe('lpt1.txt_');
  });

  it('cuts a long name on a whole character', () => {
    const name = safeFileName('🧠'.repeat(100));
    expect(name).toBe('🧠'.repeat(45));
  });

  it('makes any text a safe name', () => {
    fc.assert(
      fc.property(anyUserText, (text) => {
        expectSafe(safeFileName(text));
      }),
    );
  });
});

describe('UniqueNames', () => {
  it('numbers a name already taken, whatever its case', () => {
    const names = new UniqueNames();
    expect(names.claim('Notes')).toBe('Notes');
    expect(names.claim('notes')).toBe('notes (2)');
    expect(names.claim('NOTES')).toBe('NOTES (3)');
    expect(names.claim('Notes?')).toBe('Notes (4)');
  });

  it('never hands out the same name twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'A', 'a.', ' a', 'a?', 'b', 'CON', ''), { maxLength: 30 }),
        (raw) => {
          const names = new UniqueNames();
          const claimed = raw.map((value) => names.claim(value).toLowerCase());
          expect(new Set(claimed).size).toBe(claimed.length);
        },
      ),
    );
  });
});
