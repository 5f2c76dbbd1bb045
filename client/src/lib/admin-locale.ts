import { DEFAULT_LANGUAGE } from '@shared/site-content/languages';

// The locale the admin writes dates and numbers in: the live site's default language
// (shared/vocabularies/locale-format.ts), set by the live-content gate before any admin page
// renders (every admin page waits for the live content). Held here rather than passed down: the
// admin's formatting helpers are called from dozens of places, charts' labels among them.

let current = DEFAULT_LANGUAGE.tag;

/** The admin's locale from now on (the live content's default language). */
export function setAdminLocale(tag: string): void {
  current = tag;
}

/** The admin's locale: `en` until the live content has been read. */
export const adminLocale = (): string => current;
