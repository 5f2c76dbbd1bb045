import type { ComponentType } from 'react';
import type { CardLayoutOf, CardSourceName } from '@shared/site-content/collections/base';
import { BlogSection } from '~/features/home/blog-section';
import { CardGridSection } from '~/features/home/card-grid-section';
import { CaseStudiesSection } from '~/features/home/case-studies-section';
import { PartnersSection } from '~/features/home/partners-section';
import { ServicesSection } from '~/features/home/services-section';
import type { CardGridItem, HomeSectionProps } from '~/lib/site-data';
import type { BlockProps } from './block-props';

type CardsData = BlockProps<'cards'>['block']['data'];
type LayoutName = CardLayoutOf<CardSourceName>;

/**
 * The component that draws each layout of cards (shared/site-content/collections/: each
 * collection with a section names its `home.layout`). Every layout in use must be here, drawing
 * the data of the collections that use it; the generic card grid is here for any collection.
 */
type Layouts = {
  [L in LayoutName]: ComponentType<HomeSectionProps<Extract<CardsData, { layout: L }>['data']>>;
} & { 'card-grid': ComponentType<HomeSectionProps<CardGridItem[]>> };

const layouts: Layouts = {
  services: ServicesSection,
  'case-studies': CaseStudiesSection,
  'card-grid': CardGridSection,
  partners: PartnersSection,
  posts: BlogSection,
};

/** Cards of one collection, drawn with its own section's layout. */
export default function CardsBlock({ block: { data }, sectionId }: BlockProps<'cards'>) {
  const Section = layouts[data.layout] as ComponentType<HomeSectionProps<unknown>>;
  return <Section id={sectionId} texts={data.texts} data={data.data} />;
}
