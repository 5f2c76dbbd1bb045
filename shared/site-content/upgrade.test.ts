import { describe, expect, it } from 'vitest';
import { draftSiteDataSchema, siteDataSchema } from './schema';
import { COLLECTION_NAMES } from './collections';
import { defaultSiteData } from './defaults';
import { GLOBAL_NAMES } from './globals';
import { BUILT_IN_HOME } from './globals/pages';
import { upgradeSiteData } from './upgrade';

// Content in the shape it had before services, case studies, openings, partners, legal pages,
// chat topics and redirects were content, and before posts had slugs: versions in the database,
// working copies in browsers, export files.
const old = {
  settings: { phone: '+1 555 0100', email: 'hello@firm.example', address: 'Main St 1' },
  team: [{ id: 1, name: 'Ada', role: 'CEO', imageAlt: '', imageSrc: null }],
  blogPosts: [
    {
      id: 3,
      title: 'Private 5G: Café Notes',
      category: 'W',
      date: '2025-01-01T00:00:00.000Z',
      imageSrc: null,
      imageAlt: '',
      content: 'x',
    },
    {
      id: 2,
      title: 'Private 5G: Café Notes',
      category: 'W',
      date: '2025-01-01T00:00:00.000Z',
      imageSrc: null,
      imageAlt: '',
      content: 'y',
    },
    {
      id: 1,
      slug: 'private-5g-cafe-notes',
      title: 'Older',
      category: 'W',
      date: '2025-01-01T00:00:00.000Z',
      imageSrc: null,
      imageAlt: '',
      content: 'z',
    },
  ],
};

describe('content of the old shape', () => {
  it('keeps loading: missing collections take the defaults, posts get unique slugs from their titles', () => {
    const upgraded = siteDataSchema.parse(upgradeSiteData(old));
    // An address of one line that is neither a US nor a European line stays whole in `street`.
    expect(upgraded.settings).toEqual({
      ...old.settings,
      address: { street: 'Main St 1', locality: '', region: '', postalCode: '', country: '' },
    });
    expect(upgraded.team).toEqual(old.team);
    expect(upgraded.blogPosts.map((p) => p.slug)).toEqual([
      'private-5g-cafe-notes-2', // the slug one post already had is kept
      'private-5g-cafe-notes-3',
      'private-5g-cafe-notes',
    ]);
    // Every collection and global it lacks.
    const missing = [...COLLECTION_NAMES, ...GLOBAL_NAMES].filter((name) => !(name in old));
    expect(missing.length).toBeGreaterThan(0);
    for (const key of missing) expect(upgraded[key], key).toEqual(defaultSiteData[key]);
  });

  it('gives openings from before their pages had slugs one from their titles', () => {
    const openings = defaultSiteData.openings.map(({ slug: _slug, ...o }) => ({
      ...o,
      title: 'Field Technician',
    }));
    const upgraded = siteDataSchema.parse(upgradeSiteData({ ...defaultSiteData, openings }));
    expect(upgraded.openings.map((o) => o.slug)).toEqual(
      openings.map((_, i) => (i === 0 ? 'field-technician' : `field-technician-${i + 1}`)),
    );
  });

  it('takes the missing parts from another base when given one (a working copy: the live content)', () => {
    const base = { ...defaultSiteData, partners: [] };
    expect((upgradeSiteData(old, base) as typeof base).partners).toEqual([]);
  });

  it('splits an address of one line into the fields search engines read (PostalAddress)', () => {
    const settingsOf = (address: string) =>
      (
        upgradeSiteData({ ...defaultSiteData, settings: { ...old.settings, address } }) as {
          settings: { address: unknown };
        }
      ).settings.address;
    expect(settingsOf('350 Fifth Avenue, Suite 4100, New York, NY 10118')).toEqual(
      defaultSiteData.settings.address,
    );
    expect(settingsOf('Friedrichstraße 68, 10117 Berlin')).toEqual({
      street: 'Friedrichstraße 68',
      locality: 'Berlin',
      region: '',
      postalCode: '10117',
      country: '',
    });
  });

  it('leaves content of today’s shape as it is, and non-objects to the schema', () => {
    expect(upgradeSiteData(defaultSiteData)).toEqual(defaultSiteData);
    expect(upgradeSiteData([1, 2])).toEqual([1, 2]);
    expect(draftSiteDataSchema.safeParse(upgradeSiteData('nope')).success).toBe(false);
  });
});

describe('a version from before the home page was made of blocks', () => {
  // The `pages` global as stored then: the hero, each section's texts, the contact section.
  const { home: _home, menu: _menu, ...rest } = defaultSiteData.pages;
  const before = {
    ...rest,
    footer: { description: 'Our own footer line.' },
    hero: {
      eyebrow: 'Fibre and 5G',
      headline: 'Networks that stay up',
      subtext: 'We build them.',
      primaryButton: 'What we do',
      secondaryButton: 'Ask us',
      figures: [{ value: '40', label: 'Engineers' }],
    },
    sections: { team: { eyebrow: 'People', heading: 'Who we are', intro: '' } },
    contact: { ...defaultSiteData.pages.contact, heading: 'Call us' },
  };

  it('shows the same texts as blocks, and takes today’s menu and footer columns', () => {
    const upgraded = siteDataSchema.parse(upgradeSiteData({ ...defaultSiteData, pages: before }));
    const { home, menu, footer, contact } = upgraded.pages;
    expect(home[0]).toMatchObject({
      kind: 'hero',
      heading: 'Networks that stay up',
      animated: true,
    });
    expect(home[1]).toMatchObject({
      kind: 'figures',
      items: [{ value: '40', label: 'Engineers' }],
    });
    expect(home.find((b) => b.kind === 'team')).toMatchObject({ heading: 'Who we are' });
    expect(home.at(-1)).toMatchObject({ kind: 'form', form: 'contact', heading: 'Call us' });
    expect(contact.heading).toBe('Call us');
    expect(menu).toEqual(defaultSiteData.pages.menu);
    expect(footer).toEqual({
      ...defaultSiteData.pages.footer,
      description: 'Our own footer line.',
    });
    expect(upgraded.pages).not.toHaveProperty('hero');
  });

  it('the built-in texts of then are the built-in blocks of now', () => {
    const upgraded = upgradeSiteData({
      ...defaultSiteData,
      pages: {
        ...rest,
        footer: { description: defaultSiteData.pages.footer.description },
        hero: BUILT_IN_HOME.hero,
        contact: defaultSiteData.pages.contact,
        sections: {},
      },
    }) as typeof defaultSiteData;
    expect(upgraded.pages).toEqual(defaultSiteData.pages);
  });
});
