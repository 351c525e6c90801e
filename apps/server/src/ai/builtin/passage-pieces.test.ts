import { describe, expect, it } from 'vitest';
import { continuations, joinPieces } from './passage-pieces';
import type { HighlightInput } from './summary-context';

const piece = (content: string, value: string, type = 'location', source = 'Prehistory'): HighlightInput => ({
  id: value,
  content,
  source,
  author: 'Chris Gosden',
  location: { type, value },
  createdAt: '2026-11-03T10:00:00Z',
});

describe('continuations', () => {
  it('finds a piece that opens in lower case where another piece of the same work ends mid-sentence', () => {
    const highlights = [
      piece(
        'For many the idea of prehistory is controversial. First, and most profoundly, it was',
        '568-569',
      ),
      piece('thought that some people had not ever really changed.', '569-570'),
      piece('Conjugation refers to the inflection of verbs,', '600'),
      piece('declension refers to the inflection of nouns.', '601-602'),
      // Ends with a stop: a new highlight, not a piece.
      piece('Göbekli Tepe is a site created by hunters and gatherers.', '700'),
      piece('and yet it was built with care.', '700-701'),
      // Another work, or far from the end: no piece.
      piece('Settlements are hard to find in', '800', 'location', 'Another Book'),
      piece('the Neolithic and early Bronze Age.', '800'),
      piece('The largest sites may have had', '900'),
      piece('ten thousand people in them.', '950'),
    ];
    expect([...continuations(highlights)]).toEqual([
      [1, 0],
      [3, 2],
    ]);
  });

  it('reads pages too, and nothing without a place or a work', () => {
    const highlights = [
      piece('the end of one page runs on to', '12', 'page'),
      piece('the top of the next.', '13', 'page'),
      { id: 'x', content: 'no place', createdAt: '2026-11-03T10:00:00Z' },
      { id: 'y', content: 'still no place.', createdAt: '2026-11-03T10:00:00Z' },
    ];
    expect([...continuations(highlights)]).toEqual([[1, 0]]);
  });
});

describe('joinPieces', () => {
  it('runs the pieces on, saying words highlighted twice once', () => {
    expect(joinPieces('First, and most profoundly, it was', 'thought that some people')).toBe(
      'First, and most profoundly, it was thought that some people',
    );
    expect(joinPieces('una verdad científica importante, abjuró', 'abjuró de ella con facilidad')).toBe(
      'una verdad científica importante, abjuró de ella con facilidad',
    );
    expect(joinPieces('“', 'the canoe test.”')).toBe('“the canoe test.”');
    // A straight quote that closes runs on with a space; one that opens, without.
    expect(joinPieces('he called it "the canoe test"', 'and moved on.')).toBe(
      'he called it "the canoe test" and moved on.',
    );
    expect(joinPieces("the students'", 'books were lost.')).toBe("the students' books were lost.");
    expect(joinPieces('he said "', 'stay.".')).toBe('he said "stay.".');
    // A short word said twice may be meant twice.
    expect(joinPieces('he said that', 'that was all')).toBe('he said that that was all');
  });
});
