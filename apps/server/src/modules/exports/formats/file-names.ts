/**
 * File names that every file system and Obsidian accept: no characters Windows, macOS or Linux refuse, none
 * that break an Obsidian link (# ^ [ ] |), no reserved Windows device names, no leading dot (hidden files),
 * no trailing dot or space (Windows drops them), and short enough for a 255-byte name limit with room left
 * for a suffix that makes it unique.
 */
const FORBIDDEN = /[<>:"/\\|?*#^[\]\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
const MAX_NAME_BYTES = 180;

const encoder = new TextEncoder();

export function safeFileName(raw: string, fallback = 'Untitled'): string {
  let name = raw
    .normalize('NFC')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  name = truncateToBytes(name, MAX_NAME_BYTES).replace(/[.\s]+$/, '');
  if (!name) name = fallback;
  if (RESERVED.test(name)) name = `${name}_`;
  return name;
}

/** Cuts whole code points (never half an emoji's surrogate pair) until the UTF-8 form fits. */
function truncateToBytes(value: string, maxBytes: number): string {
  if (encoder.encode(value).length <= maxBytes) return value;
  let result = '';
  let bytes = 0;
  for (const character of value) {
    const size = encoder.encode(character).length;
    if (bytes + size > maxBytes) break;
    result += character;
    bytes += size;
  }
  return result;
}

/**
 * Hands out base names unique across the whole export, compared without case (Windows and macOS file systems
 * ignore it) and across folders (an Obsidian link names a file by its base name alone).
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(raw: string, fallback?: string): string {
    const base = safeFileName(raw, fallback);
    let name = base;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
