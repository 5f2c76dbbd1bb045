// How a component of the public site gets its built-in texts: useMessages('consent', english),
// English imported by the component itself from the compiled catalogue (so each text travels in
// the chunk that shows it), the site's language's over it once loaded. The other languages'
// texts are one chunk each, loaded before the page hydrates (main.tsx) or renders on the server
// (app/render-page.tsx): the page's first render already speaks them. Decision 054.

import {
  catalogueTag,
  speaksEnglish,
  withEnglish,
  type Messages,
} from '@shared/messages/catalogues';
import siteLanguages, {
  type SiteGroup,
  type SiteMessages,
} from '@shared/messages/compiled/site-languages.js';
import { useEffect, useState } from 'react';
import { useSiteLocale } from './site-data';

const TAGS = Object.keys(siteLanguages);
const loaded = new Map<string, SiteMessages>();

/** Loads the site's texts in a language (nothing for English or one without a catalogue). */
export async function loadSiteMessages(tag: string | undefined): Promise<void> {
  const own = tag ? catalogueTag(tag, TAGS) : null;
  if (!own || loaded.has(own)) return;
  loaded.set(own, await siteLanguages[own]!());
}

/** Every language's site texts: the prerendering renders pages in any of them. */
export const loadAllSiteMessages = () => Promise.all(TAGS.map(loadSiteMessages));

/** A group's texts in a language (`locale` of the site's frame), English for what it lacks. */
export function siteMessages<G extends SiteGroup>(
  tag: string | undefined,
  group: G,
  english: Messages[G],
): Messages[G] {
  const own = tag ? catalogueTag(tag, TAGS) : null;
  return withEnglish(english, own ? (loaded.get(own)?.[group] as Partial<Messages[G]>) : undefined);
}

/** Whether the site speaks English (its forms' labels are then in title case). */
export const useSpeaksEnglish = (): boolean => speaksEnglish(useSiteLocale());

/** A group's texts in the site's default language, English for what it lacks or before it loads. */
export function useMessages<G extends SiteGroup>(group: G, english: Messages[G]): Messages[G] {
  return siteMessages(useSiteLocale(), group, english);
}

/**
 * Loads a language's texts where nothing loaded them before the first render (the admin's
 * Preview of a site in another language), rendering again once they are here.
 */
export function useLoadedMessages(tag: string | undefined): void {
  const [, setLoaded] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    loadSiteMessages(tag).then(
      () => current && setLoaded(tag),
      () => {}, // Offline: English stands in.
    );
    return () => {
      current = false;
    };
  }, [tag]);
}
