// The languages the site speaks (identity.languages, issue 54): BCP 47 tags with the name the
// language switcher shows, the first the default. Absent, the site speaks English as it always
// has: DEFAULT_LANGUAGE is what one-language sites render with, byte for byte. No zod here: the
// admin's shell loads this (the schema is ./languages-schema.ts).

import { DEFAULT_LOCALE } from '../vocabularies/locale-format/dates';

export interface Language {
  /** A canonical BCP 47 tag: `en`, `en-GB`, `fr-CA`, `ar`. */
  tag: string;
  /** As the language calls itself: `English`, `Français`, `العربية`. */
  name: string;
}

/** What a site without identity.languages speaks: `en` writes dates and numbers as en-US. */
export const DEFAULT_LANGUAGE: Language = { tag: DEFAULT_LOCALE, name: 'English' };

/** At most this many languages (each one is a copy of every page). */
export const LANGUAGES_MAX = 20;

/** The languages written right to left that a firm may choose (by their primary subtag). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** The site's languages, the default first: DEFAULT_LANGUAGE alone when none are set. */
export function siteLanguages(identity: { languages?: Language[] | undefined }): Language[] {
  return identity.languages?.length ? identity.languages : [DEFAULT_LANGUAGE];
}

/** The default language: the first. */
export const defaultLanguage = (identity: { languages?: Language[] | undefined }): Language =>
  siteLanguages(identity)[0]!;

/** The direction of a language's script: `rtl` for Arabic, Hebrew, Persian and Urdu. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const primary = tag.split('-')[0]!.toLowerCase();
  return RTL_LANGUAGES.includes(primary) ? 'rtl' : 'ltr';
}

/** Whether ICU's names know `code` of `type` (CLDR): an unknown one has no name. */
function known(type: 'language' | 'region' | 'script', code: string): boolean {
  try {
    const name = new Intl.DisplayNames(['en'], { type, fallback: 'none' }).of(code);
    return name !== undefined && !/^Unknown/.test(name);
  } catch {
    return false; // 'und' and other codes ICU refuses outright
  }
}

/**
 * Why `tag` is not a language the site can speak, or null: it must be well-formed BCP 47 (as
 * Intl.getCanonicalLocales reads it), written canonically, of a known language and region.
 */
export function languageTagProblem(tag: string): string | null {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0]!;
  } catch {
    return `Language tag "${tag}" is not a BCP 47 language tag such as en-GB`;
  }
  if (canonical !== tag) return `Language tag "${tag}" must be written ${canonical}`;
  const { language, region, script } = new Intl.Locale(tag);
  if (!known('language', language)) return `Language tag "${tag}" is not a known language`;
  if (script && !known('script', script)) return `Language tag "${tag}" has an unknown script`;
  if (region && !known('region', region)) return `Language tag "${tag}" has an unknown region`;
  return null;
}

/**
 * The site's language a visitor's page said it was in (`<html lang>`), matched without regard to
 * case: a lead must never be lost to a tag the site does not speak, so anything else (absent, an
 * old page, a crafted value) is the default language.
 */
export function siteLanguageOf(
  tag: string | null | undefined,
  identity: { languages?: Language[] | undefined },
): string {
  const languages = siteLanguages(identity);
  const wanted = tag?.trim().toLowerCase();
  const found = wanted ? languages.find((l) => l.tag.toLowerCase() === wanted) : undefined;
  return (found ?? languages[0]!).tag;
}
