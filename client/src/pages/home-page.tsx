import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BlogSection } from '~/features/home/blog-section';
import { CaseStudiesSection } from '~/features/home/case-studies-section';
import { ContactSection } from '~/features/contact/contact-section';
import { HeroSection } from '~/features/home/hero-section';
import { PartnersSection } from '~/features/home/partners-section';
import { ServicesSection } from '~/features/home/services-section';
import { TeamSection } from '~/features/home/team-section';
import type { PageProps } from '~/lib/site-data';
import {
  CROSS_PAGE_SCROLL_DELAY_MS,
  isSectionNavigationState,
  scrollToSection,
} from '~/lib/scroll';

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
      <HeroSection />
      <ServicesSection services={view.services} />
      <CaseStudiesSection caseStudies={view.caseStudies} />
      <PartnersSection partners={view.partners} />
      <TeamSection team={view.team} />
      <BlogSection posts={view.posts} postCount={view.postCount} />
      <ContactSection />
    </>
  );
}
