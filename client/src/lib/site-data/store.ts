import { useSyncExternalStore } from 'react';
import { SITE_DATA_KEY } from '~/config/storage-keys';
import { createStorageKeySubscription } from '~/lib/storage-key-subscription';
import { defaultSiteData } from './defaults';
import type { SiteData } from './types';
import { parseSiteData } from './validate';

// The site data (settings, blog posts, team), kept in localStorage under one key. An external store so
// components read it with useSyncExternalStore: prerendered HTML and the first client render use
// the defaults (the server snapshot), then React switches to the stored data without a mismatch.

const { subscribe, emit } = createStorageKeySubscription(SITE_DATA_KEY);

/** The last value read, cached by the raw string so repeated reads return the same object. */
let cache: { raw: string | null; data: SiteData } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can throw when the browser blocks it (privacy settings, sandbox).
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SITE_DATA_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): SiteData {
  if (raw === null) return defaultSiteData;
  try {
    return parseSiteData(JSON.parse(raw), defaultSiteData) ?? defaultSiteData;
  } catch {
    return defaultSiteData; // Not JSON: treat as absent rather than break the page.
  }
}

/** The current site data: the stored data where valid, the defaults elsewhere. */
export function getSiteData(): SiteData {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.data;
  cache = { raw, data: parse(raw) };
  return cache.data;
}

/**
 * Replaces the given parts (settings, team, blogPosts) wholesale, persists the result and
 * notifies subscribers in this tab; other tabs learn of it through the storage event.
 */
export function saveSiteData(patch: Partial<SiteData>): SiteData {
  const next: SiteData = { ...getSiteData(), ...patch };
  const raw = JSON.stringify(next);
  storage()?.setItem(SITE_DATA_KEY, raw);
  cache = { raw, data: next };
  emit();
  return next;
}

/** Forgets the stored data so the defaults apply again. */
export function resetSiteData() {
  storage()?.removeItem(SITE_DATA_KEY);
  cache = null;
  emit();
}

/** Subscribes to changes of the site data, from this tab or another. */
export const subscribeSiteData = subscribe;

function getServerSnapshot(): SiteData {
  return defaultSiteData;
}

/** The site data, re-rendering on every change (this tab or another). */
export function useSiteData(): SiteData {
  return useSyncExternalStore(subscribeSiteData, getSiteData, getServerSnapshot);
}
