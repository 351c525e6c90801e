import { describe, expect, it } from 'vitest';
import { summarise } from './summariser';

const PERIOD = { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' };

const fromTheBook = (content: string, value: string, index: number) => ({
  id: `h${index}`,
  content,
  source: 'Prehistory: A Very Short Introduction',
  author: 'Chris Gosden',
  location: { type: 'location', value },
  createdAt: `2026-11-03T10:${String(index).padStart(2, '0')}:00Z`,
});

describe('a passage highlighted in pieces', () => {
  // As the real Kindle export kindle-en-gb-2 holds it: the reader highlighted to the foot of a screen and went on.
  const highlights = [
    [
      'For many the idea of prehistory is controversial. People whose history is not recorded in written form have been seen to lack history in two crucial ways. First, and most profoundly, it was',
      '568-569',
    ],
    [
      'thought that some people in the world had not ever really changed and were maintaining older ways of life in fossil form through into the present.',
      '569-570',
    ],
    ['Conjugation refers to the inflection of verbs,', '600'],
    ['declension refers to the inflection of nouns, pronouns, adjectives,', '600'],
    ['and adverbs.', '600-601'],
    ['Göbekli Tepe is a site created by hunters and gatherers, long before farming.', '700'],
    ['The largest sites may have had 8,000 to 10,000 people in them, living in mudbrick houses.', '750'],
  ].map(([content, value], index) => fromTheBook(content as string, value as string, index));

  it('is quoted as one thought, each piece once, linked to the piece the summary chose', () => {
    const { markdown } = summarise({ highlights, type: 'AUTO', period: PERIOD, timeZone: 'UTC' });
    const bullets = markdown.split('\n').filter((line) => line.startsWith('- ') && line.includes('[source]'));
    const prehistory = bullets.filter((line) => /it was|thought that some people/.test(line));
    expect(prehistory).toHaveLength(1);
    expect(prehistory[0]).toContain(
      'First, and most profoundly, it was thought that some people in the world had not ever really changed',
    );
    const inflection = bullets.filter((line) => /inflection|and adverbs/.test(line));
    expect(inflection).toHaveLength(1);
    expect(inflection[0]).toContain(
      'Conjugation refers to the inflection of verbs, declension refers to the inflection of nouns, pronouns, adjectives, and adverbs.',
    );
    // No piece is quoted on its own, as it would be, marked "…thought that", without the pieces joined.
    for (const bullet of bullets)
      expect(bullet, bullet).not.toMatch(/^- …?(?:thought that|declension|and adverbs)/u);
  });

  it('marks a piece of a work that starts or stops mid-sentence with an ellipsis, and the reader’s own lines never', () => {
    const pieces = [
      fromTheBook('someone like you is going on a first date. They are getting in their reps.', '300', 0),
      fromTheBook(
        'The most accepted direct ancestors to modern humans are the Australopithecines,',
        '400',
        1,
      ),
      {
        id: 'own',
        content: 'remember the library closes early on Friday afternoons.',
        createdAt: '2026-11-03T10:05:00Z',
      },
    ];
    const { markdown } = summarise({ highlights: pieces, type: 'AUTO', period: PERIOD, timeZone: 'UTC' });
    expect(markdown).toContain('- …someone like you is going on a first date.');
    expect(markdown).toContain('the Australopithecines… ([source]');
    expect(markdown).toContain('- remember the library closes early');
  });

  it("pairs a quotation mark whose partner lies outside the highlight, in a work's passage only", () => {
    const speech = [
      fromTheBook(
        'There is only one thing that makes a dream impossible to achieve: the fear of failure.”',
        '500',
        0,
      ),
      fromTheBook(
        '“I’m not weird. You’ve just never had someone take care of you before, so get used to it.',
        '510',
        1,
      ),
      {
        id: 'own',
        content: 'Ask Sam about the "quiet hours rule before Friday.',
        createdAt: '2026-11-03T10:05:00Z',
      },
    ];
    const { markdown } = summarise({ highlights: speech, type: 'AUTO', period: PERIOD, timeZone: 'UTC' });
    expect(markdown).toContain(
      '- “There is only one thing that makes a dream impossible to achieve: the fear of failure.”',
    );
    expect(markdown).toContain('so get used to it.” ([source]');
    expect(markdown).toContain(' Ask Sam about the "quiet hours rule before Friday. ([source]');
  });

  it('runs Chinese and Japanese sentences together as they are written, with no semicolon or space', () => {
    const japanese = [
      fromTheBook('サラが前に出る。彼女は弓を背負い、代わりの武器として、大ぶりの剣を持っていた。', '20', 0),
      fromTheBook('「今回、火竜骨の鏃を持ってきたけど、', '30', 1),
    ];
    const { markdown } = summarise({ highlights: japanese, type: 'AUTO', period: PERIOD, timeZone: 'UTC' });
    expect(markdown).toContain('- サラが前に出る。彼女は弓を背負い、');
    expect(markdown).toContain('- 「今回、火竜骨の鏃を持ってきたけど…」 ([source]');
  });

  it('stays apart from a highlight of another place or another work', () => {
    const apart = [
      fromTheBook('The first passage ends mid-way with', '100', 0),
      { ...fromTheBook('words that open another book in lower case.', '100', 1), source: 'Another Book' },
    ];
    const { markdown } = summarise({ highlights: apart, type: 'AUTO', period: PERIOD, timeZone: 'UTC' });
    expect(markdown).not.toContain('mid-way with words');
  });
});
