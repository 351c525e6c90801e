import { describe, expect, it } from 'vitest';
import { cleanTitle, escapeRawHtml } from './markdown-safety';

describe('escapeRawHtml', () => {
  it('escapes HTML tags so they render as text', () => {
    expect(escapeRawHtml('Hello <img src=x onerror=alert(1)> and <b>bold</b>')).toBe(
      'Hello \\<img src=x onerror=alert(1)> and \\<b>bold\\</b>',
    );
  });

  it('leaves code spans and fenced code untouched', () => {
    const markdown = 'Use `a < b` here\n```html\n<div>kept</div>\n```\n<p>escaped</p>';
    expect(escapeRawHtml(markdown)).toBe(
      'Use `a < b` here\n```html\n<div>kept</div>\n```\n\\<p>escaped\\</p>',
    );
  });

  it('does not escape twice', () => {
    expect(escapeRawHtml('already \\<b>')).toBe('already \\<b>');
  });

  it('keeps ordinary Markdown as it is', () => {
    const markdown = '## Tasks\n\n- [ ] Ship it\n- **bold** and _italic_ > quote';
    expect(escapeRawHtml(markdown)).toBe(markdown);
  });
});

describe('cleanTitle', () => {
  it('makes one plain line of the title', () => {
    expect(cleanTitle('## Weekly <b>review</b>\nof notes', 'Fallback')).toBe('Weekly review of notes');
  });

  it('falls back when the title is empty', () => {
    expect(cleanTitle('  \n ', 'Tasks summary')).toBe('Tasks summary');
  });

  it('shortens a very long title', () => {
    expect(cleanTitle('x'.repeat(300), 'F')).toHaveLength(200);
  });
});
