import type { Identity } from '@shared/site-content/globals/identity';
import { sitePaths } from '@shared/site-content/site-paths';

// Titles and descriptions of the fixed public pages, and how every page's title is made, from
// the firm's identity. The page data (./build-page-data.ts) carries each page's own, so the
// prerendered <head> and document.title after client-side navigation agree.

/** "Services | Meridian NetSec": a page's title, then the firm's name. */
export const pageTitle = (title: string, identity: Pick<Identity, 'name'>) =>
  `${title} | ${identity.name}`;

/**
 * A page's title without the firm's name (the headline of its share picture): "Services" of
 * "Services | Meridian NetSec", the tagline of the home page's "Meridian NetSec | <tagline>".
 */
export function pageHeading(title: string, identity: Pick<Identity, 'name'>): string {
  const name = ` | ${identity.name}`;
  if (title.endsWith(name)) return title.slice(0, -name.length);
  if (title.startsWith(`${identity.name} | `)) return title.slice(name.length);
  return title;
}

export function fixedPageMeta(
  identity: Identity,
): Record<string, { title: string; description: string }> {
  const { name } = identity;
  return {
    [sitePaths.home]: { title: `${name} | ${identity.tagline}`, description: identity.description },
    [sitePaths.quote]: {
      title: pageTitle('Get a Quote', identity),
      description:
        'Tell us about your telecom or security project and receive a scoped proposal from our engineers.',
    },
    [sitePaths.careers]: {
      title: pageTitle('Careers', identity),
      description:
        'Join our engineers: open positions in network engineering, cybersecurity, project management and field operations.',
    },
    [sitePaths.privacyPolicy]: {
      title: pageTitle('Privacy Policy', identity),
      description: `How ${name} collects, stores and protects the personal data you send through this website.`,
    },
    [sitePaths.termsOfService]: {
      title: pageTitle('Terms of Service', identity),
      description: `The terms that govern your use of the ${name} website.`,
    },
    [sitePaths.caseStudies]: {
      title: pageTitle('Case Studies', identity),
      description: `Projects ${name} designed and built, the problems they solved and what changed afterwards.`,
    },
    [sitePaths.contact]: {
      title: pageTitle('Contact', identity),
      description: `Talk to an engineer at ${name}: phone, e-mail, address and a form that reaches us directly.`,
    },
    [sitePaths.downloads]: {
      title: pageTitle('Downloads', identity),
      description:
        'Datasheets, capability statements, reference designs and checklists from our engineers, to download.',
    },
    [sitePaths.blog]: {
      title: pageTitle('Blog', identity),
      description:
        'Notes from our engineers on the technologies and trade-offs behind resilient networks.',
    },
    [sitePaths.events]: {
      title: pageTitle('Events', identity),
      description: `Site visits, webinars, trade shows and trainings with the engineers of ${name}.`,
    },
  };
}
