const SAFE_PROTOCOL = /^(https?|mailto):/i;
const ANY_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Keeps http(s), mailto and relative URLs; anything else (javascript:, data:, vbscript:, ...) is dropped.
 * Control characters and spaces are removed first, as browsers do, so "java\tscript:" cannot slip through.
 */
export function safeUrl(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const normalised = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (SAFE_PROTOCOL.test(normalised)) return url;
  if (ANY_PROTOCOL.test(normalised)) return undefined;
  return url;
}
