import { useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HomeLayoutData, HomeLayoutName } from '@shared/site-content/collections';
import { BlogSection } from '~/features/home/blog-section';
import { CardGridSection } from '~/features/home/card-grid-section';
import { CaseStudiesSection } from '~/features/home/case-studies-section';
import { ContactSection } from '~/features/contact/contact-section';
import { sectionIds } from '~/config/paths';
import { HeroSection } from '~/features/home/hero-section';
import { PartnersSection } from '~/features/home/partners-section';
import { ServicesSection } from '~/features/home/services-section';
import { TeamSection } from '~/features/home/team-section';
import type { CardGridItem, HomeSectionProps, PageProps } from '~/lib/site-data';
import {
  CROSS_PAGE_SCROLL_DELAY_MS,
  isSectionNavigationState,
  scrollToSection,
} from '~/lib/scroll';

/**
 * The component that draws each layout of home section (shared/site-content/collections/: each
 * collection with a section names its `home.layout`). Every layout in use must be here, drawing
 * the data of the collections that use it; the generic card grid is here for any collection.
 */
type Layouts = { [L in HomeLayoutName]: ComponentType<HomeSectionProps<HomeLayoutData<L>>> } & {
  'card-grid': ComponentType<HomeSectionProps<CardGridItem[]>>;
};

const layouts: Layouts = {
  services: ServicesSection,
  'case-studies': CaseStudiesSection,
  'card-grid': CardGridSection,
  partners: PartnersSection,
  team: TeamSection,
  posts: BlogSection,
};

/** After a section link on another page: scroll smoothly once the home page is shown. */
function useScrollToRequestedSection() {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSectionNavigationState(state)) return;
    const section = state.section;
    const timer = setTimeout(() => {
      scrollToSection(section);
      // Drop the request so a reload or Back does not scroll again; keep the hash shareable.
      navigate(`${pathname}#${section}`, { replace: true, state: null, preventScrollReset: true });
    }, CROSS_PAGE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, pathname, navigate]);
}

export default function HomePage({ view }: PageProps<'home'>) {
  useScrollToRequestedSection();
  return (
    <>
      <HeroSection texts={view.hero} />
      {view.sections.map(({ collection, layout, id, texts, data }) => {
        const Section = layouts[layout as HomeLayoutName] as ComponentType<
          HomeSectionProps<unknown>
        >;
        return <Section key={collection} id={id} texts={texts} data={data} />;
      })}
      <ContactSection
        id={sectionIds.contact}
        texts={view.contact}
        formHeading={view.contact.formHeading}
        formNote={view.contact.formNote}
      />
    </>
  );
}
