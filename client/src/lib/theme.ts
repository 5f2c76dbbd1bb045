import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '~/config/storage-keys';

// Light, dark or system (spec section 4), stored under vite-ui-theme, default dark (see
// architecture: "Where the spec is ambiguous"). index.html applies the stored choice before
// first paint; this module keeps it in sync afterwards, including live OS changes for 'system'.

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

type Listener = () => void;
const listeners = new Set<Listener>();

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
  for (const listener of listeners) listener();
}

function onSystemChange() {
  if (getTheme() === 'system') applyTheme('system');
}

function onStorage(event: StorageEvent) {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  applyTheme(getTheme());
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  if (listeners.size === 0) {
    darkQuery().addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkQuery().removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

const serverTheme = (): Theme => DEFAULT_THEME;

/** The stored choice; follows changes from this tab, other tabs and (for 'system') the OS. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, serverTheme);
}
