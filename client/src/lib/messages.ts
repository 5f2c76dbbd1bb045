// How a component of the public site gets its built-in texts: useMessages('consent', english),
// English imported by the component itself from the compiled catalogue (so each text travels in
// the chunk that shows it), the site's language's over it once loaded. Another language's texts
// are one chunk, loaded (./load-messages.ts) before the page hydrates (main.tsx) or renders on
// the server (app/render-page.tsx): the page's first render already speaks them. An English
// site loads none of that. Decision 054.

import type { KindsTexts, withKindTexts } from '@shared/lead-kinds/kind-texts';
import type { LeadKindSpec } from '@shared/lead-kinds/types';
import type { Messages } from '@shared/messages/catalogues';
import type { SiteGroup, SiteMessages } from '@shared/messages/compiled/site-languages.js';
import { useSiteLocale } from './site-data';

/** What a language's site texts are, by the site's tag (`fr-CA` too), once loaded. */
export const loadedMessages = new Map<
  string,
  SiteMessages & { withKindTexts: typeof withKindTexts }
>();

/** A group's texts in a language (`locale` of the site's frame), English for what it lacks. */
export function siteMessages<G extends SiteGroup>(
  tag: string | undefined,
  group: G,
  english: Messages[G],
): Messages[G] {
  const own = tag ? loadedMessages.get(tag)?.[group] : undefined;
  return own ? { ...english, ...(own as Partial<Messages[G]>) } : english;
}

/** A group's texts in the site's default language, English for what it lacks or before it loads. */
export function useMessages<G extends SiteGroup>(group: G, english: Messages[G]): Messages[G] {
  return siteMessages(useSiteLocale(), group, english);
}

/** A kind's facts in a language: its form's words from the catalogue (`leadKinds.<kind>`). */
export function kindFacts<S extends LeadKindSpec>(tag: string | undefined, kind: string, facts: S) {
  const own = tag ? loadedMessages.get(tag) : undefined;
  const texts = (own?.leadKinds as KindsTexts | undefined)?.[kind];
  return own && texts ? own.withKindTexts(facts, texts) : facts;
}

/** A kind's facts in the site's default language. */
export const useKindFacts = <S extends LeadKindSpec>(kind: string, facts: S): S =>
  kindFacts(useSiteLocale(), kind, facts);
