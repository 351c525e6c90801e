import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'code',
  'listItem',
  'blockquote',
  'tableRow',
  'thematicBreak',
]);

function collect(node: Nodes, out: string[]): void {
  // Raw HTML stays visible as text, as the Markdown view shows it (it is never rendered as HTML).
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') {
    out.push(node.value);
  } else if (node.type === 'break') out.push('\n');
  else if (node.type === 'image') out.push(node.alt ?? '');
  if ('children' in node) for (const child of node.children) collect(child, out);
  if (BLOCKS.has(node.type)) out.push('\n');
}

/**
 * What a person reads in a Markdown text, without its marks (`**`, `[text](url)`, `#`): for previews on
 * cards and lists, where the Markdown itself is not rendered. Blocks become lines.
 */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  collect(fromMarkdown(markdown), out);
  return out
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
