import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  storeThemePreference,
  systemPrefersDark,
  type ThemePreference,
} from './theme';

const listeners = new Set<() => void>();
let preference: ThemePreference = typeof window === 'undefined' ? 'system' : readThemePreference();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (preference === 'system') applyTheme(resolveTheme('system', systemPrefersDark()));
    listener();
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
  };
}

function setPreference(next: ThemePreference) {
  preference = next;
  storeThemePreference(next);
  applyTheme(resolveTheme(next, systemPrefersDark()));
  for (const listener of listeners) listener();
}

export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => resolveTheme(preference, systemPrefersDark()),
    () => 'light',
  );
}

/** The header toggle: switches between light and dark, starting from what is on screen now. */
export function useThemeToggle() {
  const theme = useResolvedTheme();
  const toggle = useCallback(() => setPreference(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, toggle };
}
