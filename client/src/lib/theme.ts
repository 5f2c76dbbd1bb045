import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '~/config/storage-keys';
import { createStorageKeySubscription } from './storage-key-subscription';

// Light, dark or system, stored under vite-ui-theme, default dark when nothing is stored (the
// site's look is dark-first). index.html applies the stored choice before
// first paint; this module keeps it in sync afterwards, including live OS changes for 'system'.

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function getTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Puts the light or dark marker on <html>. */
export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
}

export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still applies to this page view.
  }
  applyTheme(theme);
  storage.emit();
}

function onSystemChange() {
  if (getTheme() === 'system') applyTheme('system');
}

// Another tab chose a theme: apply it here too.
const storage = createStorageKeySubscription(THEME_STORAGE_KEY, () => applyTheme(getTheme()));

function subscribe(listener: () => void) {
  const unsubscribe = storage.subscribe(listener);
  const query = darkQuery();
  query.addEventListener('change', onSystemChange);
  return () => {
    unsubscribe();
    query.removeEventListener('change', onSystemChange);
  };
}

const serverTheme = (): Theme => DEFAULT_THEME;

/** The stored choice; follows changes from this tab, other tabs and (for 'system') the OS. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, serverTheme);
}
