import { siteLanguages, type Language } from '@shared/site-content/languages';
import { useLiveContent } from '~/lib/site-data/working-copy';

/**
 * How the inbox names a lead's language (issue 54): "Français (fr)" by the site's languages.
 * Null while the site speaks one language (every lead's is then the same, and the inbox stays as
 * it was), and for a lead stored before languages were recorded.
 */
export function leadLanguageLabel(languages: Language[], tag: string | null): string | null {
  if (languages.length < 2 || !tag) return null;
  const known = languages.find((language) => language.tag === tag);
  return known ? `${known.name} (${tag})` : tag;
}

/** leadLanguageLabel by the live site's languages. */
export function useLeadLanguage(): (tag: string | null) => string | null {
  const live = useLiveContent();
  const languages = live ? siteLanguages(live.content.identity) : [];
  return (tag) => leadLanguageLabel(languages, tag);
}
