import { company } from '@shared/site-content/company';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import { sitePaths } from '@shared/site-content/site-paths';
import type { PageData } from '~/lib/site-data';

// schema.org structured data (JSON-LD) of each page, from the content it shows: who the firm is
// and how to reach it (home), each post (BlogPosting), each opening (JobPosting) and where a
// detail page sits (BreadcrumbList). Build and publish time only (app/render-page.tsx).

const url = (path: string) => `${company.siteUrl}${path}`;
const logo = url('/favicon.svg');

const organization = {
  '@type': 'Organization',
  name: company.name,
  legalName: company.legalName,
  url: url('/'),
  logo,
};

function breadcrumbs(trail: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: url(path),
    })),
  };
}

const EMPLOYMENT_TYPES = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
};

/** The JSON-LD objects of a page (none for most fixed pages). */
export function structuredData(page: PageData, shareImage: string): object[] {
  const { view, settings } = page;
  switch (view.kind) {
    case 'home':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfessionalService',
          name: company.name,
          legalName: company.legalName,
          url: url('/'),
          logo,
          image: shareImage,
          description: company.description,
          slogan: company.tagline,
          foundingDate: String(company.foundingYear),
          ...(settings.phone.trim() ? { telephone: settings.phone } : {}),
          ...(isEmailAddress(settings.email) ? { email: settings.email } : {}),
          ...(settings.address.trim() ? { address: settings.address } : {}),
        },
      ];
    case 'post': {
      const { post } = view;
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: page.meta.description,
          datePublished: post.date,
          articleSection: post.category,
          image: shareImage,
          url: url(page.path),
          mainEntityOfPage: url(page.path),
          author: organization,
          publisher: organization,
        },
        breadcrumbs([
          ['Home', '/'],
          ['Blog', sitePaths.blog],
          [post.title, page.path],
        ]),
      ];
    }
    case 'service':
      return [
        breadcrumbs([
          ['Home', '/'],
          ['Services', '/#services'],
          [view.service.title, page.path],
        ]),
      ];
    case 'case-study':
      return [
        breadcrumbs([
          ['Home', '/'],
          ['Case Studies', '/#cases'],
          [view.caseStudy.title, page.path],
        ]),
      ];
    case 'careers':
      return view.openings.map((job) => ({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: job.description,
        datePosted: job.datePosted,
        employmentType: EMPLOYMENT_TYPES[job.type],
        hiringOrganization: { ...organization, sameAs: url('/') },
        occupationalCategory: job.department,
        identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
        ...(/^remote$/i.test(job.location.trim())
          ? {
              jobLocationType: 'TELECOMMUTE',
              applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
            }
          : {
              jobLocation: {
                '@type': 'Place',
                address: { '@type': 'PostalAddress', addressLocality: job.location },
              },
            }),
      }));
    default:
      return [];
  }
}
