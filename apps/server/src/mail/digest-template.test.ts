import { describe, expect, it } from 'vitest';
import { type DigestTemplateInput, renderDigest } from './digest-template';

const at = (iso: string) => Date.parse(iso);

function input(overrides: Partial<DigestTemplateInput> = {}): DigestTemplateInput {
  return {
    frequency: 'DAILY',
    period: { start: at('2026-11-21T21:00:00Z'), end: at('2026-11-22T21:00:00Z') },
    timeZone: 'UTC',
    summary: { title: 'A day of <focus>', text: '## Themes\n\n- **Deep work** beats shallow work' },
    highlights: [
      {
        id: 'h1',
        content: 'Attention is the <b>currency</b> of learning.',
        source: 'Make It Stick',
        comment: 'Use spaced repetition',
        createdAt: at('2026-11-22T09:30:00Z'),
        url: 'https://precis.test/highlights/h1',
      },
    ],
    totalHighlights: 1,
    links: {
      highlights: 'https://precis.test/highlights',
      settings: 'https://precis.test/settings',
      unsubscribe: 'https://precis.test/api/notifications/unsubscribe?token=abc.def',
    },
    isTest: false,
    ...overrides,
  };
}

describe('renderDigest', () => {
  it('puts the period in the subject', () => {
    expect(renderDigest(input()).subject).toBe('Your Precis digest: Nov 21–22, 2026');
    expect(renderDigest(input({ isTest: true })).subject).toBe('[Test] Your Precis digest: Nov 21–22, 2026');
  });

  it('holds the summary, the highlights and every link in the plain-text part', () => {
    const { text } = renderDigest(input());
    expect(text).toContain('SUMMARY: A day of <focus>');
    expect(text).toContain('- **Deep work** beats shallow work');
    expect(text).toContain('1. Attention is the <b>currency</b> of learning.');
    expect(text).toContain('Make It Stick · Nov 22, 9:30 AM');
    expect(text).toContain('Note: Use spaced repetition');
    expect(text).toContain('https://precis.test/highlights/h1');
    expect(text).toContain('Open Precis: https://precis.test/highlights');
    expect(text).toContain('Unsubscribe: https://precis.test/api/notifications/unsubscribe?token=abc.def');
  });

  it('renders escaped, styled HTML that adapts to narrow screens and dark mode', () => {
    const { html } = renderDigest(input());
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('A day of &lt;focus&gt;');
    expect(html).toContain('Attention is the &lt;b&gt;currency&lt;/b&gt; of learning.');
    expect(html).not.toContain('<b>currency</b>');
    expect(html).toContain('<strong>Deep work</strong>');
    expect(html).toContain('href="https://precis.test/api/notifications/unsubscribe?token=abc.def"');
    expect(html).toContain('href="https://precis.test/highlights/h1"');
  });

  it('lists what it shows and links to the rest when there are more', () => {
    const { text, html } = renderDigest(input({ totalHighlights: 57 }));
    expect(text).toContain('YOUR HIGHLIGHTS (57)');
    expect(text).toContain('...and 56 more: https://precis.test/highlights');
    expect(html).toContain('...and 56 more</a>');
  });

  it('says so when the period has no highlights, and explains a test without a summary', () => {
    const { text, html } = renderDigest(
      input({ highlights: [], totalHighlights: 0, summary: null, isTest: true }),
    );
    expect(text).toContain('You saved no highlights in this period.');
    expect(text).toContain('This is a test e-mail.');
    expect(text).not.toContain('SUMMARY:');
    expect(html).toContain('You saved no highlights in this period.');
  });

  it('cuts very long highlights in both parts', () => {
    const long = `${'word '.repeat(300)}end`;
    const first = input().highlights[0];
    if (!first) throw new Error('fixture');
    const { text, html } = renderDigest(input({ highlights: [{ ...first, content: long }] }));
    expect(text).not.toContain('end\n');
    expect(text).toMatch(/word\.\.\./);
    expect(html).toMatch(/word\.\.\./);
  });
});
