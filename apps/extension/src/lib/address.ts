export const DEFAULT_ADDRESS = 'http://localhost:3000';

/** The host-permission match pattern for one Precis origin (ports included: Chromium matches them exactly). */
export function originPattern(address: string): string {
  return `${new URL(address).origin}/*`;
}

export function signInUrl(address: string): string {
  return `${address}/sign-in?redirect=${encodeURIComponent('/auth-completed')}`;
}

export function highlightUrl(address: string, id: string): string {
  return `${address}/highlights/${encodeURIComponent(id)}`;
}
