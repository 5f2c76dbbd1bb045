import type { Block } from '../blocks';
import { cardsOf } from '../blocks/cards';
import { TEAM_TEXTS } from '../blocks/team';
import { HOME_POSTS } from '../collections/blog-posts';
import { CARD_SOURCES, sourceDef, type CardSourceName } from '../collections/base';
import { sectionIds, sitePaths } from '../site-paths';

// The home page as the built-in content arranges it, in blocks the firm may hide, reorder and
// mix with its own: the hero, its figures, a cards block of each collection with a section
// (in their `home.order`), the team and the contact form. A version stored before the home page
// was arranged keeps its texts: ./pages.ts upgrades it with `homeFrom`.

type Texts = { eyebrow: string; heading: string; intro: string };

/** What the home page showed before it was made of blocks (the `pages` global of then). */
export interface OldHomeTexts {
  hero: {
    eyebrow: string;
    headline: string;
    subtext: string;
    primaryButton: string;
    secondaryButton: string;
    figures: { value: string; label: string }[];
  };
  sections?: Partial<Record<string, Texts>>;
  contact: Texts & { formHeading: string; formNote: string };
}

/** Where the team section stood among the collections' (their `home.order`). */
const TEAM_ORDER = 40;

/** The home page's blocks showing `texts` (the built-in ones, or a stored version's). */
export function homeFrom({ hero, sections = {}, contact }: OldHomeTexts): Block[] {
  const base = { hidden: false, anchor: '' };
  const texts = (name: CardSourceName): Texts => sections[name] ?? sourceDef(name).home!.texts;
  const cards = CARD_SOURCES.map((source): Block => ({
    ...base,
    id: 0,
    kind: 'cards',
    ...cardsOf(source, 'newest', source === 'blogPosts' ? HOME_POSTS : 48),
    ...texts(source),
  }));
  const team: Block = {
    ...base,
    id: 0,
    kind: 'team',
    ...(sections.team ?? TEAM_TEXTS),
    pick: 'newest',
    count: 48,
    chosen: [],
  };
  const teamAt = CARD_SOURCES.findIndex((s) => sourceDef(s).home!.order > TEAM_ORDER);
  const middle = [...cards.slice(0, teamAt), team, ...cards.slice(teamAt)];
  const blocks: Block[] = [
    {
      ...base,
      id: 0,
      anchor: sectionIds.home,
      kind: 'hero',
      eyebrow: hero.eyebrow,
      heading: hero.headline,
      text: hero.subtext,
      imageSrc: null,
      imageAlt: '',
      buttonLabel: hero.primaryButton,
      buttonHref: `/#${sectionIds.services}`,
      secondLabel: hero.secondaryButton,
      secondHref: sitePaths.quote,
      animated: true,
    },
    ...(hero.figures.length
      ? [
          {
            ...base,
            id: 0,
            anchor: 'figures',
            kind: 'figures' as const,
            heading: '',
            items: hero.figures,
          },
        ]
      : []),
    ...middle,
    {
      ...base,
      id: 0,
      anchor: sectionIds.contact,
      kind: 'form',
      form: 'contact',
      service: '',
      event: '',
      eyebrow: contact.eyebrow,
      heading: contact.heading,
      intro: contact.intro,
      formHeading: contact.formHeading,
      formNote: contact.formNote,
    },
  ];
  return blocks.map((block, i) => ({ ...block, id: i + 1 }));
}
