/**
 * AI output is rendered as Markdown without raw HTML: outside code (where `<` is shown literally anyway)
 * every `<` is backslash-escaped, so `<script>` or `<img onerror>` reach the reader as text. The web app
 * also renders without raw HTML; this keeps stored summaries and e-mail digests safe on their own.
 */
export function escapeRawHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      if (/^( {4}|\t)/.test(line)) return line;
      return escapeOutsideCodeSpans(line);
    })
    .join('\n');
}

function escapeOutsideCodeSpans(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/(?<!\\)</g, '\\<')))
    .join('');
}

/** A title is one line of plain text. */
export function cleanTitle(title: string, fallback: string): string {
  const line = title
    .replace(/[\r\n]+/g, ' ')
    .replace(/^#+\s*/, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!line) return fallback;
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}
