/** Only in-app paths are followed after sign-in, so a crafted link cannot send people elsewhere. */
export function safeRedirectTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and line breaks from URLs and read `\` as `/`: `/\t/evil.example` is `//evil.example`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  if (value.startsWith('/sign-in') || value.startsWith('/sign-up')) return '/';
  return value;
}
