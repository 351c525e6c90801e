import type { SessionUser } from '@/features/auth/api/session';

/** Up to two capital letters from the name (or the e-mail when there is no name). */
export function initials(user: SessionUser): string {
  const source = user.name.trim() || user.email;
  const parts = source.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export const avatarClass =
  'flex size-9 cursor-pointer items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
