import { describe, expect, it } from 'vitest';
import { browserTokenName } from './browser-name';

const LINUX_CHROMIUM =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('browserTokenName', () => {
  it('names the browser by its brand and platform', () => {
    const brands = [{ brand: 'Not)A;Brand' }, { brand: 'Chromium' }, { brand: 'Google Chrome' }];
    expect(browserTokenName(LINUX_CHROMIUM, brands, 'Windows')).toBe(
      'Browser extension: Google Chrome on Windows',
    );
  });

  it('says Chromium when that is the only brand', () => {
    expect(browserTokenName(LINUX_CHROMIUM, [{ brand: 'Chromium' }, { brand: 'Not_A Brand' }], 'Linux')).toBe(
      'Browser extension: Chromium on Linux',
    );
  });

  it('reads the user agent when the browser gives no brands', () => {
    expect(browserTokenName(LINUX_CHROMIUM)).toBe('Browser extension: Chromium on Linux');
    expect(browserTokenName('Mozilla/5.0 (Windows NT 10.0) Chrome/120 Edg/120')).toBe(
      'Browser extension: Edge on Windows',
    );
    expect(
      browserTokenName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/130.0'),
    ).toBe('Browser extension: Firefox on macOS');
  });
});
