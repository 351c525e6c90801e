import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../lib/html';
import { decodeEntities, markdownToEmailHtml } from './digest-markdown';

const styles = { heading: 'H', paragraph: 'P', list: 'L', listItem: 'LI', quote: 'Q', code: 'C', link: 'A' };
const render = (markdown: string) => markdownToEmailHtml(markdown, styles);

describe('markdownToEmailHtml', () => {
  it('renders headings, paragraphs and both kinds of lists', () => {
    const html = render('## Key ideas\n\nFirst line\nsecond line\n\n- one\n- two\n\n1. first\n2. second');
    expect(html).toContain('<p style="H"><strong>Key ideas</strong></p>');
    expect(html).toContain('<p style="P">First line<br>second line</p>');
    expect(html).toContain('<ul style="L"><li style="LI">one</li><li style="LI">two</li></ul>');
    expect(html).toContain('<ol style="L"><li style="LI">first</li><li style="LI">second</li></ol>');
  });

  it("shows a task list's items with a box, not the brackets typed", () => {
    const html = render('## Action items\n- [ ] Renew the permit\n- [x] Call the vet\n- [link] stays');
    expect(html).toContain('<li style="LI">☐ Renew the permit</li>');
    expect(html).toContain('<li style="LI">☑ Call the vet</li>');
    expect(html).toContain('<li style="LI">[link] stays</li>');
  });

  it('renders bold, italic, inline code, quotes and http links', () => {
    const html = render(
      '**bold** and *italic* and `x < y`\n\n> quoted\n\n[docs](https://example.com/a?b=1&c=2)',
    );
    expect(html).toContain('<strong>bold</strong> and <em>italic</em> and <code style="C">x &lt; y</code>');
    expect(html).toContain('<blockquote style="Q">quoted</blockquote>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" style="A">docs</a>');
  });

  it('escapes HTML in untrusted text and refuses non-http links', () => {
    const html = render(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('href="javascript');
  });

  it('cannot break out of a link attribute with quotes', () => {
    const html = render('[x](https://evil.example/"onmouseover="alert(1))');
    expect(html).not.toMatch(/"onmouseover=/);
  });

  it('keeps Markdown entity references instead of escaping them twice', () => {
    const html = render('a &lt;tag&gt; &amp; AT&T &#169; &bogus');
    expect(html).toContain('a &lt;tag&gt; &amp; AT&amp;T &#169; &amp;bogus');
  });

  it('decodes entity references for plain text', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &quot;q&quot; &#39;s&#x27; &unknown; &#0;')).toBe(
      `<b> & "q" 's' &unknown; &#0;`,
    );
  });

  it('escapes all five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
