import { withTranslationEntries } from '@shared/site-content/apply-translations';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { translationEntries } from '@shared/site-content/translated-content';
import { localizedService } from './languages-fixture';

// A site in English and French whose French speaks French where the chat and the 404 page show
// it (issue 54 item 6): the 404 page's words, the chat's greeting, the fibre service and its
// chat topic (title, keywords, answer, slug). Everything else is left untranslated, so it reads
// in English: an untranslated topic answers in the default's words.

/** The chat topic of the translated service. */
export const fibreTopic = defaultSiteData.chatTopics.find(
  (t) => t.serviceId === localizedService.id,
)!;

/** The French words, by what they are. */
export const FRENCH = {
  notFound: {
    heading: 'Page introuvable',
    text: 'Cette page n’existe pas ou a été déplacée. Ces liens vous mèneront plus loin :',
  },
  greeting: 'Bonjour ! Posez vos questions sur la fibre optique et la vidéosurveillance.',
  service: { slug: 'fibre-optique', title: 'Fibre optique et réseaux LAN/WAN' },
  /** The topic's first keywords in French (the others stay the default's). */
  keywords: ['fibre optique', 'épissure', 'réflectomètre'],
  answer: 'Notre équipe fibre optique étudie les tracés, soude les fibres et mesure chaque lien.',
} as const;

/** The French overlay's values by their key. */
const french: Record<string, string> = {
  'pages/notFound/heading': FRENCH.notFound.heading,
  'pages/notFound/text': FRENCH.notFound.text,
  'chat/greeting': FRENCH.greeting,
  [`services/${localizedService.id}/slug`]: FRENCH.service.slug,
  [`services/${localizedService.id}/title`]: FRENCH.service.title,
  [`chatTopics/${fibreTopic.id}/answer`]: FRENCH.answer,
  ...Object.fromEntries(
    FRENCH.keywords.map((k, i) => [`chatTopics/${fibreTopic.id}/keywords/${i}`, k]),
  ),
};

/** English and French, French translating only the words above. */
export function englishAndFrench(): SiteData {
  const content: SiteData = {
    ...defaultSiteData,
    identity: {
      ...defaultSiteData.identity,
      languages: [
        { tag: 'en', name: 'English' },
        { tag: 'fr', name: 'Français' },
      ],
    },
  };
  const entries = translationEntries(content, 'fr')
    .filter(({ key }) => key in french)
    .map(({ key }) => ({ key, target: french[key]! }));
  if (entries.length !== Object.keys(french).length) throw new Error('A French key is unknown');
  const result = withTranslationEntries(content, 'fr', entries);
  if (!('content' in result)) throw new Error(JSON.stringify(result.issues));
  return result.content;
}
