import { useSyncExternalStore } from 'react';
import type { SiteData } from '@shared/site-content/schema';

// The built-in content the site starts with, as the server has it (GET /api/site-content/built-in,
// fetched by the admin area as it opens): what the editors, the Publish dialog and the dashboard
// compare with to mark the sample. Not the browser bundle's own defaults: those do not carry the
// sample firm's names (shared/site-content/sample-firm.ts).

let builtIn: SiteData | null = null;
const listeners = new Set<() => void>();

export function setBuiltInContent(content: SiteData) {
  builtIn = content;
  for (const listener of listeners) listener();
}

/** The built-in content; null until the admin area has fetched it. */
export function getBuiltInContent(): SiteData | null {
  return builtIn;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBuiltInContent(): SiteData | null {
  return useSyncExternalStore(subscribe, getBuiltInContent, () => null);
}
