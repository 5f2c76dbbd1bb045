import { describe, expect, it } from 'vitest';
import { STRICTNESS } from '../fields';
import { openingCard, openings, type Opening } from './openings';

// An opening's page and what search engines read of it (schema.org JobPosting).

const base: Opening = {
  id: 7,
  title: 'Radio Planner',
  location: 'Berlin',
  country: 'de',
  type: 'Contract',
  department: 'Engineering',
  description: 'Plan **private 5G** cells.\n\n## What you bring\n\n- Drive tests\n- Atoll',
  datePosted: '2026-11-01',
  validThrough: '2026-12-31',
};
const context = {
  url: (path: string) => `https://firm.example${path}`,
  organization: { '@type': 'Organization', name: 'Firm' },
  image: 'https://firm.example/og-image.jpg',
  path: '/careers/7/apply',
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
      url: 'https://firm.example/careers/7/apply',
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

  it('stored before country and validThrough existed, it loads without them', () => {
    const { country: _c, validThrough: _v, ...old } = base;
    expect(openings.item(STRICTNESS.stored).parse(old)).toMatchObject({
      country: '',
      validThrough: null,
    });
  });

  it('refuses a country that is not a two-letter code', () => {
    const result = openings.item(STRICTNESS.published).safeParse({ ...base, country: 'Germany' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['country']]);
  });
});
