// The admin's built-in texts: useAdminMessages('adminShell', english), English imported by the
// component from the compiled catalogue (shared/messages/admin/en/<area>.json). The admin speaks
// the site's default language: the shell's <html lang>, which the server sets from the live
// content (shared/site-content/html-opening.ts), as it sets the direction. Another language's
// admin texts are one chunk, loaded before the admin's first render (<AdminMessagesGate>); a
// public page never loads them. Decision 054.

import { use, type ReactNode } from 'react';
import adminLanguages, {
  type AdminGroup,
  type AdminMessages,
} from '@shared/messages/compiled/admin-languages.js';
import { catalogueTag, withEnglish, type Messages } from '@shared/messages/catalogues';

let loaded: Partial<AdminMessages> | null = null;
let loading: Promise<void> | null = null;

let shellLanguage: string | null = null;

/**
 * The admin's language: the page's `lang` as first read (English where none is set, as in
 * tests), kept for the visit: the Preview sets the page's to the language it shows.
 */
export function adminLanguage(): string {
  if (typeof document === 'undefined') return 'en';
  return (shellLanguage ??= document.documentElement.lang || 'en');
}

/**
 * Loads the admin's texts in its language once; null when there is nothing to load (English, or
 * a language without a catalogue). A failure leaves English.
 */
export function loadAdminMessages(tag = adminLanguage()): Promise<void> | null {
  const own = catalogueTag(tag, Object.keys(adminLanguages));
  if (!own) return null;
  loading ??= adminLanguages[own]!()
    .then((messages) => {
      loaded = messages;
    })
    .catch(() => {});
  return loading;
}

/** A group's texts in the admin's language, English for what its catalogue lacks. */
export function useAdminMessages<G extends AdminGroup>(
  group: G,
  english: Messages[G],
): Messages[G] {
  return withEnglish(english, loaded?.[group] as Partial<Messages[G]> | undefined);
}

/** A group's texts as loaded in the admin's language, alone: undefined in English (or before). */
export function loadedAdminMessages<G extends AdminGroup>(group: G): AdminMessages[G] | undefined {
  return loaded?.[group] as AdminMessages[G] | undefined;
}

/** Renders its children once the admin's texts are loaded: the first render speaks them. */
export function AdminMessagesGate({ children }: { children: ReactNode }) {
  const pending = loadAdminMessages();
  if (pending) use(pending); // One promise for the visit: React suspends on it once.
  return children;
}

/** For tests: forget what was loaded, so another language can be loaded. */
export function resetAdminMessages(): void {
  loaded = null;
  loading = null;
  shellLanguage = null;
}
