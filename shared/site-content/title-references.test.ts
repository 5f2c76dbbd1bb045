import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { followRenamedTitles, titleReferences } from './title-references';

const [wireless, fiber] = defaultSiteData.services;
const studiesOf = (title: string) =>
  defaultSiteData.caseStudies.filter((c) => c.category === title).map((c) => c.slug);

describe('title references follow a renamed item', () => {
  it("are found from the editors' fields: a case study's service", () => {
    expect(titleReferences('services')).toEqual([{ collection: 'caseStudies', field: 'category' }]);
    expect(titleReferences('blogPosts')).toEqual([]);
  });

  it("a renamed service takes its case studies along; the others' stay as they were", () => {
    expect(studiesOf(wireless!.title)).not.toEqual([]);
    const services = defaultSiteData.services.map((s) =>
      s.id === wireless!.id ? { ...s, title: 'Wireless & Private 5G' } : s,
    );
    const patch = followRenamedTitles(defaultSiteData, 'services', services);
    const after = patch.caseStudies!;
    expect(after.filter((c) => c.category === 'Wireless & Private 5G').map((c) => c.slug)).toEqual(
      studiesOf(wireless!.title),
    );
    expect(after.filter((c) => c.category === fiber!.title).map((c) => c.slug)).toEqual(
      studiesOf(fiber!.title),
    );
    expect(after.some((c) => c.category === wireless!.title)).toBe(false);
  });

  it('two services trading titles trade their case studies', () => {
    const services = defaultSiteData.services.map((s) =>
      s.id === wireless!.id
        ? { ...s, title: fiber!.title }
        : s.id === fiber!.id
          ? { ...s, title: wireless!.title }
          : s,
    );
    const after = followRenamedTitles(defaultSiteData, 'services', services).caseStudies!;
    expect(after.filter((c) => c.category === fiber!.title).map((c) => c.slug)).toEqual(
      studiesOf(wireless!.title),
    );
  });

  it('changes nothing when no title changed, or a title was only emptied', () => {
    expect(followRenamedTitles(defaultSiteData, 'services', defaultSiteData.services)).toEqual({});
    const emptied = defaultSiteData.services.map((s, i) => (i === 0 ? { ...s, title: '' } : s));
    expect(followRenamedTitles(defaultSiteData, 'services', emptied)).toEqual({});
  });
});
