import { paths } from '~/config/paths';
import { company } from '~/content/company';
import { findCaseStudy } from '~/content/case-studies';
import { findService } from '~/content/services';

// Title and description of every public route: written into the prerendered <head> at build
// time (app/prerender.tsx) and kept in sync on client-side navigation (components/layout).

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path of the page. */
  path: string;
}

const suffix = ` | ${company.name}`;

const staticPages: Record<string, { title: string; description: string }> = {
  [paths.home]: {
    title: `${company.name} | ${company.tagline}`,
    description: company.description,
  },
  [paths.quote]: {
    title: `Get a Quote${suffix}`,
    description:
      'Tell us about your telecom or security project and receive a scoped proposal from our engineers.',
  },
  [paths.careers]: {
    title: `Careers${suffix}`,
    description:
      'Join our engineers: open positions in network engineering, cybersecurity, project management and field operations.',
  },
  [paths.privacyPolicy]: {
    title: `Privacy Policy${suffix}`,
    description: `How ${company.name} collects, stores and protects the personal data you send through this website.`,
  },
  [paths.termsOfService]: {
    title: `Terms of Service${suffix}`,
    description: `The terms that govern your use of the ${company.name} website.`,
  },
};

/** Meta of a public route, or null for a path that is not a page (404). */
export function getPageMeta(pathname: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = staticPages[path];
  if (page) return { ...page, path };

  const service = path.match(/^\/services\/([^/]+)$/);
  if (service) {
    const s = findService(service[1]);
    return s ? { title: `${s.title}${suffix}`, description: s.summary, path } : null;
  }
  const caseStudy = path.match(/^\/case-studies\/([^/]+)$/);
  if (caseStudy) {
    const c = findCaseStudy(caseStudy[1]);
    return c
      ? { title: `${c.title} – Case Study${suffix}`, description: c.description, path }
      : null;
  }
  return null;
}

export const notFoundTitle = `Page not found${suffix}`;
