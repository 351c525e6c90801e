import { describe, expect, it } from 'vitest';
import { stripMarkdown } from './markdown-plain';

describe('stripMarkdown', () => {
  it('keeps the text of links and images', () => {
    expect(stripMarkdown("Read [Google's guide](https://example.com/a_(b)) first.")).toBe(
      "Read Google's guide first.",
    );
    expect(stripMarkdown('See [the docs](https://x.test "Docs") and ![a chart](c.png).')).toBe(
      'See the docs and a chart.',
    );
    expect(stripMarkdown('Mail <mailto:a@b.test> or [ref][1].')).toBe('Mail mailto:a@b.test or ref.');
    // An image's destination with parentheses left a stray "i)".
    expect(stripMarkdown('![i](javascript:alert(4)) and ![plot](fig_(2).png "Plot") end')).toBe(
      'i and plot end',
    );
    expect(stripMarkdown('![x](http://a/b(c.png) tail')).toBe('x tail');
  });

  it('removes emphasis, strike-through and inline code marks', () => {
    expect(stripMarkdown('This is **very** important and _subtle_, not ~~wrong~~; run `npm ci`.')).toBe(
      'This is very important and subtle, not wrong; run npm ci.',
    );
  });

  it('keeps a tick for a list line struck through whole, as done', () => {
    expect(stripMarkdown('- ~~ring the vet~~\n- buy ~~cheap~~ good grout')).toBe(
      '- ☑ ring the vet\n- buy cheap good grout',
    );
  });

  it('leaves snake_case words, lone asterisks and arithmetic alone', () => {
    expect(stripMarkdown('Set max_retry_count to 3 * 2 and a_b_c stays.')).toBe(
      'Set max_retry_count to 3 * 2 and a_b_c stays.',
    );
    expect(stripMarkdown('Cache it in __init__ or __post_init__, __really__ soon and __for good__.')).toBe(
      'Cache it in __init__ or __post_init__, __really__ soon and for good.',
    );
  });

  it('drops fenced code blocks, closed or not', () => {
    const text = 'Before.\n\n```ts\nconst decision = true;\n```\n\nAfter.';
    expect(stripMarkdown(text).replace(/\n+/g, ' ').trim()).toBe('Before. After.');
    expect(stripMarkdown('Intro.\n~~~\nrm -rf /').trim()).toBe('Intro.');
  });

  it('keeps the words of pasted HTML, a block tag breaking the line, and leaves generics alone', () => {
    expect(stripMarkdown('<p>Reminder: <b>timesheets</b> are due by 5pm Friday.</p>').trim()).toBe(
      'Reminder: timesheets are due by 5pm Friday.',
    );
    expect(
      stripMarkdown('<div>Call Sam &amp; Ana</div><div>Book the room<br/>for Tuesday</div>').trim(),
    ).toBe('Call Sam & Ana\nBook the room\nfor Tuesday');
    expect(stripMarkdown('<a href="https://example.com">the <em>guide</em></a>')).toBe('the guide');
    expect(stripMarkdown('Return a List<String> from Map<a, b> when x < y.')).toBe(
      'Return a List<String> from Map<a, b> when x < y.',
    );
  });

  it('returns text without markup unchanged', () => {
    expect(stripMarkdown('Plain words only.')).toBe('Plain words only.');
  });
});
