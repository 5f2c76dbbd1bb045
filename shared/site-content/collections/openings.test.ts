import { describe, expect, it } from 'vitest';
import { STRICTNESS } from '../fields';
import { openingCard, openings, type Opening } from './openings';

// An opening's page and what search engines read of it (schema.org JobPosting).

const base: Opening = {
  id: 7,
  slug: 'radio-planner',
  title: 'Radio Planner',
  location: 'Berlin',
  country: 'de',
  type: 'Contract',
  department: 'Engineering',
  description: 'Plan **private 5G** cells.\n\n## What you bring\n\n- Drive tests\n- Atoll',
  datePosted: '2026-11-01',
  validThrough: '2026-12-31',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: '',
  salaryUnit: 'YEAR',
};
const organization = {
  '@type': 'Organization',
  name: 'Firm',
  sameAs: ['https://www.linkedin.com/company/firm'],
};
const context = {
  url: (path: string) => `https://firm.example${path}`,
  organization,
  image: 'https://firm.example/og-image.jpg',
  path: '/careers/radio-planner/apply',
  description: 'Plan private 5G cells.',
};
const page = openings.page!;
const jobPosting = (o: Opening) =>
  page.structuredData!(page.view(o, {}), context)[0] as Record<string, unknown>;

describe('an opening', () => {
  it('is described in markdown: its page renders it, the Careers page shows its first paragraph', () => {
    const { opening } = page.view(base, {});
    expect(opening.html).toContain('<strong>private 5G</strong>');
    expect(opening.html).toContain('<h2>What you bring</h2>');
    expect(opening.html).toContain('<li>Atoll</li>');
    expect(openingCard(base).summary).toBe('Plan private 5G cells.');
    expect(openingCard(base)).not.toHaveProperty('description');
  });

  it('carries validThrough and the address country in its JobPosting when it has them', () => {
    expect(jobPosting(base)).toMatchObject({
      '@type': 'JobPosting',
      validThrough: '2026-12-31',
      url: 'https://firm.example/careers/radio-planner/apply',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
    });
    expect(jobPosting(base).description).toContain('<li>Drive tests</li>');
    const open = jobPosting({ ...base, validThrough: null, country: '' });
    expect(open).not.toHaveProperty('validThrough');
    expect(open.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin' },
    });
  });

  it('remote: a telecommute posting, open to the residents of its country', () => {
    expect(jobPosting({ ...base, location: 'Remote' })).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
    });
    expect(jobPosting({ ...base, location: 'Remote' })).not.toHaveProperty('jobLocation');
  });

  it('stored before country, validThrough and the salary existed, it loads without them', () => {
    const { country: _c, validThrough: _v, salaryMin: _m, salaryMax: _x, ...old } = base;
    const { salaryCurrency: _s, salaryUnit: _u, ...older } = old;
    expect(openings.item(STRICTNESS.stored).parse(older)).toMatchObject({
      country: '',
      validThrough: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: '',
      salaryUnit: 'YEAR',
    });
  });

  // Found by issue 53: hiringOrganization.sameAs was the site itself, not the firm's accounts.
  it('is offered by the firm as it is everywhere: its sameAs are its social accounts', () => {
    expect(jobPosting(base).hiringOrganization).toEqual(organization);
  });

  it('carries a salary range as baseSalary, a single figure as its value, none without', () => {
    const range = { ...base, salaryMin: 60000, salaryMax: 80000, salaryCurrency: 'EUR' };
    expect(jobPosting(range).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
    });
    const hourly = { ...base, salaryMin: 45, salaryCurrency: 'USD', salaryUnit: 'HOUR' as const };
    expect(jobPosting(hourly).baseSalary).toMatchObject({
      value: { '@type': 'QuantitativeValue', value: 45, unitText: 'HOUR' },
    });
    expect(jobPosting(base)).not.toHaveProperty('baseSalary');
  });

  it('refuses a salary without a currency, a maximum alone or below the minimum', () => {
    const paths = (o: Partial<Opening>) =>
      openings
        .item(STRICTNESS.published)
        .safeParse({ ...base, ...o })
        .error?.issues.map((i) => i.path.join('.'));
    expect(paths({ salaryMin: 50000 })).toEqual(['salaryCurrency']);
    expect(paths({ salaryMax: 50000, salaryCurrency: 'USD' })).toEqual(['salaryMin']);
    expect(paths({ salaryMin: 9, salaryMax: 5, salaryCurrency: 'USD' })).toEqual(['salaryMax']);
    expect(paths({ salaryMin: 5, salaryMax: 9, salaryCurrency: 'usd' })).toEqual([
      'salaryCurrency',
    ]);
  });

  it('refuses a country that is not a two-letter code', () => {
    const result = openings.item(STRICTNESS.published).safeParse({ ...base, country: 'Germany' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['country']]);
  });
});
