import type { StructuredDataContext } from '../collection';
import { sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';

// An opening's page as search engines read it: schema.org JobPosting, with where the job is (or
// that it is remote), its salary and its closing day, and the page's breadcrumbs.

export const OPENING_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;

/** What a salary is counted per (schema.org's QuantitativeValue unitText). */
export const SALARY_UNITS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR'] as const;

const EMPLOYMENT_TYPES = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
} satisfies Record<(typeof OPENING_TYPES)[number], string>;

/** What the posting is made of: an opening as its page shows it (./openings.ts, OpeningView). */
interface Posting {
  id: number;
  title: string;
  location: string;
  country: string;
  type: (typeof OPENING_TYPES)[number];
  department: string;
  /** The description, rendered. */
  html: string;
  datePosted: string;
  validThrough?: string | null | undefined;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: (typeof SALARY_UNITS)[number];
}

/** JobPosting's baseSalary: the range (or the one figure) in its currency, per its unit. */
function baseSalary(o: Posting): { baseSalary?: object } {
  if (o.salaryMin === null || !o.salaryCurrency) return {};
  const value =
    o.salaryMax !== null && o.salaryMax !== o.salaryMin
      ? { minValue: o.salaryMin, maxValue: o.salaryMax }
      : { value: o.salaryMin };
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: o.salaryCurrency,
      value: { '@type': 'QuantitativeValue', ...value, unitText: o.salaryUnit },
    },
  };
}

const isRemote = (o: Pick<Posting, 'location'>) => /^remote$/i.test(o.location.trim());

/** The page's structured data: its JobPosting and its breadcrumbs. */
export function jobPosting(
  o: Posting,
  { url, organization, path }: StructuredDataContext,
): object[] {
  const country = o.country.toUpperCase();
  const where = isRemote(o)
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(country && {
          applicantLocationRequirements: { '@type': 'Country', name: country },
        }),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: o.location,
            ...(country && { addressCountry: country }),
          },
        },
      };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: o.title,
      description: o.html,
      datePosted: o.datePosted,
      ...(o.validThrough && { validThrough: o.validThrough }),
      ...baseSalary(o),
      employmentType: EMPLOYMENT_TYPES[o.type],
      // The firm as everywhere: its sameAs are its social accounts (none: left out).
      hiringOrganization: organization,
      occupationalCategory: o.department,
      identifier: { '@type': 'PropertyValue', name: organization.name, value: String(o.id) },
      url: url(path),
      directApply: true,
      ...where,
    },
    breadcrumbs(url, [
      ['Home', '/'],
      ['Careers', sitePaths.careers],
      [o.title, path],
    ]),
  ];
}
