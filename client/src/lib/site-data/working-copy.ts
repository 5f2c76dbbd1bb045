import { useSyncExternalStore } from 'react';
import { draftSiteDataSchema, type SiteData } from '@shared/site-content/schema';
import { type LiveSiteContent } from '@shared/site-content/api-schemas';
import { defaultSiteData } from '@shared/site-content/defaults';
import { upgradeSiteData } from '@shared/site-content/upgrade';
import { SITE_DATA_BASE_KEY, SITE_DATA_KEY } from '~/config/storage-keys';
import { createStorageKeySubscription } from '~/lib/storage-key-subscription';

// The admin's working copy of the site content: what the editors show and save (the whole list
// at once, on Save Changes), kept in this browser's localStorage under one key. Publishing makes
// it live for everyone. A browser holding no working copy starts from the live content (set by
// the admin area once it has fetched it), not from the built-in defaults. Beside it, the live
// version it was edited from (the base a publish names, to detect another admin's publish).

const data = createStorageKeySubscription(SITE_DATA_KEY);
const liveListeners = new Set<() => void>();
/** Told of each save a person made (not of a copy taken from the server): the draft sync. */
const saveListeners = new Set<() => void>();

let live: LiveSiteContent | null = null;
/** The last value read, cached by the raw string so repeated reads return the same object. */
let cache: { raw: string | null; live: LiveSiteContent | null; data: SiteData } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can throw when the browser blocks it (privacy settings, sandbox).
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads stored data part by part: a valid part is kept, a missing or invalid part falls back to
 * the live (or default) one, so one bad list never hides the others. A copy saved before the
 * content had all its collections (or posts their slugs) is upgraded first
 * (shared/site-content/upgrade.ts): what it lacks is the live content's.
 */
function parse(raw: string | null, fallback: SiteData): SiteData {
  if (raw === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback; // Not JSON: treat as absent rather than break the page.
  }
  return readWorkingCopy(json, fallback);
}

/** A working copy from JSON (a draft from the server, say), read as a stored one is. */
export function readWorkingCopy(
  json: unknown,
  fallback: SiteData = live?.content ?? defaultSiteData,
): SiteData {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fallback;
  const stored = upgradeSiteData(json, fallback) as Record<string, unknown>;
  const { shape } = draftSiteDataSchema;
  const keys = Object.keys(shape) as (keyof SiteData)[];
  return Object.fromEntries(
    keys.map((key) => {
      const result = shape[key].safeParse(stored[key]);
      return [key, result.success ? result.data : fallback[key]];
    }),
  ) as SiteData;
}

/** The working copy: the stored data where valid, the live content (or defaults) elsewhere. */
export function getWorkingCopy(): SiteData {
  const raw = read(SITE_DATA_KEY);
  if (cache && cache.raw === raw && cache.live === live) return cache.data;
  cache = { raw, live, data: parse(raw, live?.content ?? defaultSiteData) };
  return cache.data;
}

/** True when this browser holds a working copy of its own. */
export function hasStoredWorkingCopy(): boolean {
  return read(SITE_DATA_KEY) !== null;
}

/** The live version the working copy was edited from. */
export function workingCopyBaseVersion(): number {
  // Version 0 (the built-in content) is a base too: a copy edited before the first publish.
  const raw = read(SITE_DATA_BASE_KEY);
  const stored = raw === null || raw === '' ? NaN : Number(raw);
  if (hasStoredWorkingCopy() && Number.isInteger(stored) && stored >= 0) return stored;
  return live?.version ?? 0;
}

/**
 * Replaces the given parts (settings, team, blogPosts, services...) wholesale, persists the result and
 * notifies subscribers in this tab; other tabs learn of it through the storage event. A person's
 * save is also kept on the server (features/publishing/draft-sync.ts); `fromServer`: a copy taken
 * from there (or the live content after a publish), which is not sent back.
 */
export function saveWorkingCopy(
  patch: Partial<SiteData>,
  baseVersion?: number,
  { fromServer = false }: { fromServer?: boolean } = {},
): SiteData {
  const base = baseVersion ?? workingCopyBaseVersion();
  const next: SiteData = { ...getWorkingCopy(), ...patch };
  const raw = JSON.stringify(next);
  storage()?.setItem(SITE_DATA_KEY, raw);
  storage()?.setItem(SITE_DATA_BASE_KEY, String(base));
  cache = { raw, live, data: next };
  data.emit();
  if (!fromServer) for (const listener of saveListeners) listener();
  return next;
}

/** Subscribes to the saves people make (not the copies taken from the server). */
export function subscribeSaves(listener: () => void): () => void {
  saveListeners.add(listener);
  return () => saveListeners.delete(listener);
}

/** Forgets the stored working copy, so it follows the live content again. */
export function resetWorkingCopy() {
  storage()?.removeItem(SITE_DATA_KEY);
  storage()?.removeItem(SITE_DATA_BASE_KEY);
  cache = null;
  data.emit();
}

/** The live content as the admin area last fetched it (null until then). */
export function getLiveContent(): LiveSiteContent | null {
  return live;
}

export function setLiveContent(next: LiveSiteContent) {
  live = next;
  for (const listener of liveListeners) listener();
  data.emit();
}

export function subscribeLiveContent(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

/** Subscribes to changes of the working copy, from this tab or another. */
export const subscribeWorkingCopy = data.subscribe;

/** The working copy, re-rendering on every change (this tab or another). */
export function useWorkingCopy(): SiteData {
  return useSyncExternalStore(subscribeWorkingCopy, getWorkingCopy, getWorkingCopy);
}

export function useLiveContent(): LiveSiteContent | null {
  return useSyncExternalStore(subscribeLiveContent, getLiveContent, getLiveContent);
}
