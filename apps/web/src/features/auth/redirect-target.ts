/** Only in-app paths are followed after sign-in, so a crafted link cannot send people elsewhere. */
export function safeRedirectTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/sign-in') || value.startsWith('/sign-up')) return '/';
  return value;
}
