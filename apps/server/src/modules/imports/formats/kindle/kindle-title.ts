/**
 * A clipping's first line is "Title (Author)": the author is the last parenthesised group. Kindle store titles
 * often end with an edition in parentheses ("(German Edition)"), which is part of the title, not an author.
 */

const EDITION = /\b(?:edition|ausgabe)\b|édition|edición|edizione|edição|版/iu;

export function splitTitleAndAuthor(line: string): { title: string; author?: string } {
  const trimmed = line.replace(/\uFEFF/g, '').trim();
  const open = openingParenthesisOfLastGroup(trimmed);
  if (open <= 0) return { title: trimmed };
  const author = trimmed.slice(open + 1, -1).trim();
  const title = trimmed.slice(0, open).trim();
  if (!author || !title || EDITION.test(author)) return { title: trimmed };
  return { title, author };
}

function openingParenthesisOfLastGroup(text: string): number {
  if (!text.endsWith(')')) return -1;
  let depth = 0;
  for (let index = text.length - 1; index >= 0; index--) {
    const character = text[index];
    if (character === ')') depth++;
    else if (character === '(') {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}
