import { company } from '@shared/site-content/company';
import { sitePaths } from '@shared/site-content/site-paths';

// Titles and descriptions of the fixed public pages, and how the content pages' titles are
// made. The page data (lib/site-data/build-page-data.ts) carries each page's own, so the
// prerendered <head> and document.title after client-side navigation agree.

export const titleSuffix = ` | ${company.name}`;

export const fixedPageMeta: Record<string, { title: string; description: string }> = {
  [sitePaths.home]: {
    title: `${company.name} | ${company.tagline}`,
    description: company.description,
  },
  [sitePaths.quote]: {
    title: `Get a Quote${titleSuffix}`,
    description:
      'Tell us about your telecom or security project and receive a scoped proposal from our engineers.',
  },
  [sitePaths.careers]: {
    title: `Careers${titleSuffix}`,
    description:
      'Join our engineers: open positions in network engineering, cybersecurity, project management and field operations.',
  },
  [sitePaths.privacyPolicy]: {
    title: `Privacy Policy${titleSuffix}`,
    description: `How ${company.name} collects, stores and protects the personal data you send through this website.`,
  },
  [sitePaths.termsOfService]: {
    title: `Terms of Service${titleSuffix}`,
    description: `The terms that govern your use of the ${company.name} website.`,
  },
  [sitePaths.blog]: {
    title: `Blog${titleSuffix}`,
    description:
      'Notes from our engineers on the technologies and trade-offs behind resilient networks.',
  },
};

export const notFoundTitle = `Page not found${titleSuffix}`;
