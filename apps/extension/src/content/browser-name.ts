interface Brand {
  brand: string;
}

const GENERIC_BRAND = /not.?a.?brand|^chromium$/i;

function browserFromAgent(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\//.test(userAgent)) return 'Chromium';
  return 'Browser';
}

function platformFromAgent(userAgent: string): string {
  if (/Android/.test(userAgent)) return 'Android';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return '';
}

/** The token's name in Settings, so a person can tell which browser holds which token. */
export function browserTokenName(userAgent: string, brands: readonly Brand[] = [], platform = ''): string {
  const named = brands.find((entry) => !GENERIC_BRAND.test(entry.brand))?.brand;
  const browser =
    named ??
    (brands.some((entry) => /^chromium$/i.test(entry.brand)) ? 'Chromium' : browserFromAgent(userAgent));
  const system = platform || platformFromAgent(userAgent);
  return `Browser extension: ${browser}${system ? ` on ${system}` : ''}`;
}
