/**
 * Plain text from a highlight written in Markdown, so summaries quote words, not markup: fenced code is
 * dropped (it is never a point or a decision), links and images keep their text, emphasis and inline code
 * marks go, and so do the HTML tags a page pasted or clipped brings ("<p>Reminder: <b>timesheets</b>...</p>").
 * A few regular expressions instead of a full parser keep a 1,000-highlight summary fast.
 */
const FENCE_RE = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|(?![\s\S]))/gm;
// The destination may hold one level of parentheses ("alert(4)", "a_(b).png"), as a link's may, or an unpaired one.
const IMAGE_RE = /!\[([^\]\n]*)\]\((?:(?:[^()\n]|\([^()\n]*\))*|[^)\n]*)\)/g;
const LINK_RE = /\[([^\]\n]+)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)/g;
const REFERENCE_LINK_RE = /\[([^\]\n]+)\]\[[^\]\n]*\]/g;
const AUTOLINK_RE = /<((?:https?|mailto):[^>\s]+)>/g;
const STRONG_RE = /\*\*(?=\S)([^\n]*?\S)\*\*/g;
/**
 * "__bold words__", but not a Python name in a developer's note ("__init__", "__post_init__"): one lower-case
 * word between double underscores is taken for a name.
 */
const STRONG_UNDERSCORE_RE = /(^|[^\w])__(?![a-z][a-z0-9_]*__(?!\w))(?=\S)([^\n]*?\S)__(?!\w)/g;
const EMPHASIS_RE = /(^|[^\w*])([*_])(?=\S)([^\n*_]*?\S)\2(?![\w*])/g;
const STRIKE_RE = /~~(?=\S)([^\n]*?\S)~~/g;
/** "- ~~ring the vet~~": a list line struck through whole is done, as a ticked box; it keeps a tick. */
const STRUCK_LINE_RE = /^([ \t]*(?:[-*+][ \t]+)?)~~(?=\S)([^\n]*?\S)~~[ \t]*$/gm;
const CODE_RE = /`([^`\n]+)`/g;
/** Tags of HTML's own names only: "List<String>" or "Map<a, b>" in a developer's note is no markup. */
const BLOCK_TAGS_RE =
  /(?:<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|tr|table|hr|section|article)\b[^<>\n]*>[ \t]*)+/gi;
const INLINE_TAG_RE =
  /<\/?(?:b|i|u|em|strong|span|a|code|pre|sup|sub|mark|small|s|strike|del|ins|font|img|td|th|tbody|thead)(?:\s[^<>\n]*)?\/?>/gi;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};
const ENTITY_RE = /&(?:amp|lt|gt|quot|#39|apos|nbsp);/g;

/** The words of pasted HTML: block tags break the line, inline ones go, the commonest entities are read. */
function withoutHtml(text: string): string {
  if (!/<\/?[a-z][^<>\n]*>/i.test(text)) return text;
  const stripped = text.replace(BLOCK_TAGS_RE, '\n').replace(INLINE_TAG_RE, '');
  if (stripped === text) return text;
  return stripped.replace(ENTITY_RE, (entity) => ENTITIES[entity] ?? entity);
}

export function stripMarkdown(text: string): string {
  if (!/[`*_~[\]<]/.test(text)) return text;
  return withoutHtml(text.replace(/\r\n?/g, '\n'))
    .replace(FENCE_RE, '\n')
    .replace(IMAGE_RE, '$1')
    .replace(LINK_RE, '$1')
    .replace(REFERENCE_LINK_RE, '$1')
    .replace(AUTOLINK_RE, '$1')
    .replace(CODE_RE, '$1')
    .replace(STRONG_RE, '$1')
    .replace(STRONG_UNDERSCORE_RE, '$1$2')
    .replace(EMPHASIS_RE, '$1$3')
    .replace(STRUCK_LINE_RE, '$1☑ $2')
    .replace(STRIKE_RE, '$1');
}
