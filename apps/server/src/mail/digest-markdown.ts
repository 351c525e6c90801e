/**
 * A deliberately small Markdown-to-HTML renderer for e-mail: headings, paragraphs, bullet and numbered
 * lists, quotes, bold, italic, inline code and http(s) links. Summary text comes from an AI over user content,
 * so it is untrusted: every character is escaped first and only the markup built here reaches the HTML.
 */

/**
 * Markdown text may carry entity references (`&lt;`), which Markdown decodes: they are kept as they are
 * (an entity can only ever display a character, never open a tag); every other `&`, `<`, `>` and quote is
 * escaped.
 */
function escapeMarkdownText(value: string): string {
  return value
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const BASIC_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The plain-text reading of Markdown's entity references, for the text part of a mail. */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (match, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return safeCodePoint(Number.parseInt(name.slice(2), 16), match);
      if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), match);
      return BASIC_ENTITIES[name] ?? match;
    },
  );
}

function safeCodePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export interface MarkdownStyles {
  heading: string;
  paragraph: string;
  list: string;
  listItem: string;
  quote: string;
  code: string;
  link: string;
}

function renderInline(text: string, styles: MarkdownStyles): string {
  const codeSpans: string[] = [];
  // Code spans first, so their content is not read as emphasis or links. Escaped text holds no '<', so
  // the placeholder cannot collide with it.
  let html = escapeMarkdownText(text).replace(/`([^`]+)`/g, (_match, code: string) => {
    codeSpans.push(`<code style="${styles.code}">${code}</code>`);
    return `<@${codeSpans.length - 1}@>`;
  });
  html = html
    .replace(
      /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g,
      (_match, label: string, url: string) => `<a href="${url}" style="${styles.link}">${label}</a>`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>');
  return html.replace(/<@(\d+)@>/g, (_match, index: string) => codeSpans[Number(index)] ?? '');
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; lines: string[] };

function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    const last = blocks.at(-1);
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const quote = /^\s*>\s?(.*)$/.exec(line);
    if (line.trim() === '' || /^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'paragraph', lines: [] });
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const item = (bullet ?? numbered)?.[1] ?? '';
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (quote) {
      if (last?.kind === 'quote') last.lines.push(quote[1] ?? '');
      else blocks.push({ kind: 'quote', lines: [quote[1] ?? ''] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line.trim());
    } else if (last?.kind === 'list' && /^\s+/.test(rawLine)) {
      last.items[last.items.length - 1] += ` ${line.trim()}`;
    } else {
      blocks.push({ kind: 'paragraph', lines: [line.trim()] });
    }
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

/**
 * A task list's item ("- [ ] Renew the permit", as summaries list action items) with a box a mail client shows:
 * forms and their checkboxes are stripped by most of them, and "[ ]" would show as typed.
 */
function withBox(item: string): string {
  return item.replace(/^\[ \]\s+/, '☐ ').replace(/^\[[xX]\]\s+/, '☑ ');
}

export function markdownToEmailHtml(markdown: string, styles: MarkdownStyles): string {
  return parseBlocks(markdown)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<p style="${styles.heading}"><strong>${renderInline(block.text, styles)}</strong></p>`;
        case 'paragraph':
          return `<p style="${styles.paragraph}">${block.lines.map((line) => renderInline(line, styles)).join('<br>')}</p>`;
        case 'quote':
          return `<blockquote style="${styles.quote}">${block.lines.map((line) => renderInline(line, styles)).join('<br>')}</blockquote>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const items = block.items.map(
            (item) => `<li style="${styles.listItem}">${renderInline(withBox(item), styles)}</li>`,
          );
          return `<${tag} style="${styles.list}">${items.join('')}</${tag}>`;
        }
        default:
          return '';
      }
    })
    .join('\n');
}
