import { z } from 'zod';
import {
  CARD_SOURCES,
  sourceDef,
  type CardDataOf,
  type CardLayoutOf,
  type CardSourceName,
} from '../collections/base';
import { text, type Strictness } from '../fields';
import { defineBlock, pickEditor, pickFields, picked, type PickMode } from './block';

// Cards of one collection (services, case studies, posts, certifications or partners): the
// newest N, or those picked, drawn with the layout of the collection's own section (the same
// cards as on the home page). Without an item to show, the block hides itself.

const fields = ({ required }: Strictness) =>
  z.object({
    source: z.enum(CARD_SOURCES as [CardSourceName, ...CardSourceName[]], {
      error: `Cards source must be one of ${CARD_SOURCES.join(', ')}`,
    }),
    eyebrow: text('Cards eyebrow', 60),
    heading: required('Cards heading', 160),
    intro: text('Cards intro', 600),
    ...pickFields,
  });
export type CardsFields = z.infer<ReturnType<typeof fields>>;

/** What a cards block of one source shows: its layout and that layout's data. */
export type CardsView = {
  [K in CardSourceName]: {
    source: K;
    layout: CardLayoutOf<K>;
    texts: { eyebrow: string; heading: string; intro: string };
    data: CardDataOf<K>;
  };
}[CardSourceName];

/** A new cards block of `source`: its section's built-in texts, the newest six. */
export function cardsOf(source: CardSourceName, pick: PickMode = 'newest', count = 6): CardsFields {
  return { source, ...sourceDef(source).home!.texts, pick, count, chosen: [] };
}

export const cards = defineBlock<CardsFields, CardsView>({
  label: 'Cards',
  description:
    'Services, case studies, posts, certifications, partners or downloads: the newest, or picked.',
  fields,
  create: () => ({ ...cardsOf(CARD_SOURCES[0]!), heading: '' }),
  example: cardsOf(CARD_SOURCES[0]!, 'newest', 3),
  name: (f) => f.heading || sourceDef(f.source).title,
  editor: [
    {
      kind: 'select',
      name: 'source',
      label: 'Cards of',
      options: CARD_SOURCES.map((value) => ({ value, label: sourceDef(value).title })),
    },
    [
      { kind: 'text', name: 'eyebrow', label: 'Eyebrow' },
      { kind: 'text', name: 'heading', label: 'Heading' },
    ],
    { kind: 'textarea', name: 'intro', label: 'Intro', rows: 2 },
    ...pickEditor<CardsFields>({ from: 'source' }),
  ],
  view: (f, { content }) => {
    const home = sourceDef(f.source).home!;
    const all = (content[f.source] ?? []) as { id: number }[];
    const items = picked(all, f);
    if (items.length === 0) return null;
    // A source's section may show fewer than it is given (the downloads: the featured only).
    const data: unknown = home.data(items as never, all as never);
    if (Array.isArray(data) && data.length === 0) return null;
    return {
      source: f.source,
      layout: home.layout,
      texts: { eyebrow: f.eyebrow, heading: f.heading, intro: f.intro },
      data,
    } as CardsView;
  },
  anchor: (f) => sourceDef(f.source).home!.section,
});
