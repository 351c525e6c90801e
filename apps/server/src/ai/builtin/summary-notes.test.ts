import type { SummarizationType } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { type HighlightInput, summarise } from './summariser';

const WEEK = { start: '2026-11-03T00:00:00Z', end: '2026-11-10T00:00:00Z' };

const run = (type: SummarizationType, highlights: HighlightInput[]) =>
  summarise({ highlights, type, period: WEEK, timeZone: 'UTC' });
const bullets = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('- '));

/** Passages of books as an e-reader exports them, with what their reader wrote on them. */
const NOTED_READING: HighlightInput[] = [
  {
    id: 'gtd',
    content: 'If it takes less than two minutes, do it now.',
    source: 'Getting Things Done',
    author: 'David Allen',
    location: { type: 'location', value: '312' },
    comment: 'Try this with the team inbox at work on Monday.',
    createdAt: '2026-11-03T08:00:00Z',
  },
  {
    id: 'habits',
    content: 'You do not rise to the level of your goals. You fall to the level of your systems.',
    source: 'Atomic Habits',
    author: 'James Clear',
    location: { type: 'page', value: '27' },
    comment: 'TODO: send this chapter to Sam before the offsite',
    createdAt: '2026-11-04T09:00:00Z',
  },
  {
    id: 'weil',
    content: 'Attention is the rarest and purest form of generosity.',
    source: 'Letters',
    author: 'Simone Weil',
    location: { type: 'page', value: '4' },
    comment: 'beware',
    createdAt: '2026-11-05T21:00:00Z',
  },
  {
    id: 'errand',
    content: 'Call the plumber about the leak under the sink.',
    createdAt: '2026-11-06T07:00:00Z',
  },
];

describe('summarise: the notes people write on their highlights', () => {
  it('lists a to-do written in the note on a book passage, saying what the note is on', () => {
    const result = run('TASKS', NOTED_READING);
    expect(bullets(result.markdown)).toEqual([
      '- [ ] Try this with the team inbox at work on Monday. (note on “If it takes less than two minutes, do it now.”) ([source](/highlights/gtd))',
      '- [ ] TODO: send this chapter to Sam before the offsite (note on “You do not rise to the level of your goals.”) ([source](/highlights/habits))',
      '- [ ] Call the plumber about the leak under the sink. ([source](/highlights/errand))',
    ]);
    // The book's own imperative is its author's advice, not the reader's errand.
    expect(result.markdown).not.toContain('- [ ] If it takes less than two minutes');
    expect(result.usedHighlightIds).toEqual(['gtd', 'habits', 'errand']);
  });

  it('counts a highlight and the note on it as one highlight, shown on its line of the timeline', () => {
    const result = run('ACTIVITY', NOTED_READING);
    expect(result.markdown).toContain('_Based on 4 highlights from 3 sources._');
    const timeline = bullets(result.markdown);
    expect(timeline).toHaveLength(4);
    // What the reader wrote is part of what they did that day.
    expect(timeline[0]).toBe(
      '- 08:00 — If it takes less than two minutes, do it now. (note: Try this with the team inbox at work on Monday.) ([source](/highlights/gtd))',
    );
    expect(timeline[2]).toBe(
      '- 21:00 — Attention is the rarest and purest form of generosity. (note: beware) ([source](/highlights/weil))',
    );
    expect(timeline[3]).toBe(
      '- 07:00 — Call the plumber about the leak under the sink. ([source](/highlights/errand))',
    );
  });

  it('names a theme of a highlight and its own note as one highlight', () => {
    const notedTwice: HighlightInput[] = [
      {
        id: 'a',
        content: 'Spaced repetition beats cramming for anything you want to keep.',
        comment: 'Spaced repetition for the Spanish vocabulary too.',
        createdAt: '2026-11-03T08:00:00Z',
      },
      { id: 'b', content: 'Sleep on it: memory consolidates at night.', createdAt: '2026-11-04T08:00:00Z' },
    ];
    expect(run('INSIGHTS', notedTwice).markdown).not.toContain('**Spaced repetition** (2 highlights)');
    const thrice = [
      ...notedTwice,
      {
        id: 'c',
        content: 'Spaced repetition apps schedule each card just before you would forget it.',
        createdAt: '2026-11-05T08:00:00Z',
      },
    ];
    expect(run('INSIGHTS', thrice).markdown).toContain('**Spaced repetition** (2 highlights)');
  });

  it('quotes a note among the key takeaways as the reader’s own thought, after the books’', () => {
    const reflective: HighlightInput[] = [
      {
        id: 'weil',
        content: 'Attention is the rarest and purest form of generosity.',
        author: 'Simone Weil',
        comment: 'This is why I keep my phone in the hall during dinner with the kids.',
        createdAt: '2026-11-05T21:00:00Z',
      },
    ];
    expect(bullets(run('INSIGHTS', reflective).markdown)).toEqual([
      '- Attention is the rarest and purest form of generosity. ([source](/highlights/weil))',
      '- This is why I keep my phone in the hall during dinner with the kids. (note on “Attention is the rarest and purest form of generosity.”) ([source](/highlights/weil))',
    ]);
  });

  it('reads no Readwise action tag as a note (".productivity", ".h1"), only the words after them', () => {
    const tagged = NOTED_READING.map((item, index) => ({
      ...item,
      comment: ['.productivity', '.h1', '.c1 .habits', '.tag Remember to email Sam the quote'][index] ?? null,
    }));
    const activity = bullets(run('ACTIVITY', tagged).markdown);
    expect(activity.slice(0, 3).join('\n')).not.toContain('note:');
    expect(activity[3]).toBe(
      '- 07:00 — Call the plumber about the leak under the sink. (note: Remember to email Sam the quote) ([source](/highlights/errand))',
    );
  });

  it('quotes a short line of a note that points back with the sentence it points at', () => {
    const noted: HighlightInput[] = [
      {
        id: 'weil',
        content: 'Attention is the rarest and purest form of generosity.',
        author: 'Simone Weil',
        comment: 'Phone in the hall during dinner with the kids. Need to remember that.',
        createdAt: '2026-11-05T21:00:00Z',
      },
      {
        id: 'gtd',
        content: 'If it takes less than two minutes, do it now.',
        author: 'David Allen',
        // Its line before is the passage's, not the note's: nothing to join.
        comment: 'Call the garage about it this week.',
        createdAt: '2026-11-06T08:00:00Z',
      },
    ];
    expect(bullets(run('TASKS', noted).markdown)).toEqual([
      '- [ ] Phone in the hall during dinner with the kids. Need to remember that. (note on “Attention is the rarest and purest form of generosity.”) ([source](/highlights/weil))',
      '- [ ] Call the garage about it this week. (note on “If it takes less than two minutes, do it now.”) ([source](/highlights/gtd))',
    ]);
  });

  it('reads a blank note as none', () => {
    const blank = NOTED_READING.map((item) => ({ ...item, comment: '  \n ' }));
    const result = run('TASKS', blank);
    expect(bullets(result.markdown)).toEqual([
      '- [ ] Call the plumber about the leak under the sink. ([source](/highlights/errand))',
    ]);
  });
});
