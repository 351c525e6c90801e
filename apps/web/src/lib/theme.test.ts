import { beforeEach, describe, expect, it } from 'vitest';
import { readThemePreference, resolveTheme, storeThemePreference, THEME_STORAGE_KEY } from './theme';

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to system and follows the operating system', () => {
    expect(readThemePreference()).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('remembers an explicit choice under precis-theme', () => {
    storeThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference()).toBe('system');
  });
});
