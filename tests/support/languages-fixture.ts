import { withTranslationEntries } from '@shared/site-content/apply-translations';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { translationEntries } from '@shared/site-content/translated-content';

// A site in three languages with some items untranslated (issue 54 items 3 and 4): English the
// default; French translates everything but the first service; Arabic only the texts of the
// globals and the second service. The second service has a slug of its own in each.

const [untranslated, localized] = defaultSiteData.services as [
  SiteData['services'][number],
  SiteData['services'][number],
];
export { localized as localizedService, untranslated as untranslatedService };

/** The second service's slug in French and in Arabic. */
export const SLUGS = { fr: 'fibre-optique', ar: 'alyaf-basriya' } as const;

const trilingual: SiteData = {
  ...defaultSiteData,
  identity: {
    ...defaultSiteData.identity,
    languages: [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
      { tag: 'ar', name: 'العربية' },
    ],
  },
};

/** `content` with `tag`'s translations of the keys `translated` keeps: its own words, or the source's. */
export function withTranslated(
  content: SiteData,
  tag: keyof typeof SLUGS,
  translated: (key: string) => boolean,
  slug: string = SLUGS[tag],
): SiteData {
  const own: Record<string, string> = {
    [`services/${localized.id}/slug`]: slug,
    [`services/${localized.id}/title`]: `${localized.title} (${tag})`,
  };
  const entries = translationEntries(content, tag)
    .filter(({ key }) => translated(key))
    .map(({ key, source }) => ({ key, target: own[key] ?? source }));
  const result = withTranslationEntries(content, tag, entries);
  if (!('content' in result)) throw new Error(JSON.stringify(result.issues));
  return result.content;
}

const isItemOf = (key: string, collection: string, id: number) =>
  key.startsWith(`${collection}/${id}/`);
const isGlobal = (key: string) => !/^[a-zA-Z]+\/\d+\//.test(key);

/** The three-language site (`frSlug`: the second service's French slug). */
export function threeLanguages(frSlug: string = SLUGS.fr): SiteData {
  const fr = withTranslated(
    trilingual,
    'fr',
    (key) => !isItemOf(key, 'services', untranslated.id),
    frSlug,
  );
  return withTranslated(
    fr,
    'ar',
    (key) => isGlobal(key) || isItemOf(key, 'services', localized.id),
  );
}
