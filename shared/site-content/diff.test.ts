import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from './collections';
import { defaultSiteData } from './defaults';
import { globalDef, GLOBAL_NAMES } from './globals';

const REDIRECT = { id: 1, from: '/a', to: '/' };
import { diffSiteContent, hasChanges, summarizeDiff } from './diff';

describe('what a publish changes', () => {
  it('names removals, edits, additions and reorders, the legal pages and the settings', () => {
    const after = {
      ...defaultSiteData,
      settings: { ...defaultSiteData.settings, email: 'new@firm.example' },
      legal: {
        ...defaultSiteData.legal,
        privacyPolicy: { ...defaultSiteData.legal.privacyPolicy, updated: '2027-01-01' },
      },
      services: defaultSiteData.services.slice(1),
      caseStudies: [
        { ...defaultSiteData.caseStudies[0]!, title: 'Renamed' },
        ...defaultSiteData.caseStudies.slice(1),
      ],
      openings: [...defaultSiteData.openings, { ...defaultSiteData.openings[0]!, id: 99 }],
      partners: [...defaultSiteData.partners].reverse(),
      chatTopics: defaultSiteData.chatTopics.slice(0, 7),
      redirects: [{ id: 1, from: '/a', to: '/' }],
    };
    const diff = diffSiteContent(defaultSiteData, after);
    expect(diff.settings).toEqual(['email']);
    expect(diff.legal).toEqual(['privacyPolicy']);
    expect(diff.services.removed).toEqual(['Wireless Systems']);
    expect(diff.caseStudies.edited).toEqual(['Renamed']);
    expect(diff.redirects.added).toEqual(['/a → /']);
    expect(summarizeDiff(diff)).toBe(
      'email changed; privacy policy edited; 1 service removed; 1 case study edited; ' +
        '1 opening added; partners reordered; 1 chat answer removed; 1 redirect added',
    );
    expect(hasChanges(diff)).toBe(true);
    expect(
      hasChanges(diffSiteContent(defaultSiteData, JSON.parse(JSON.stringify(defaultSiteData)))),
    ).toBe(false);
  });

  it('covers every collection and every global', () => {
    for (const name of COLLECTION_NAMES) {
      const items = defaultSiteData[name] as { id: number }[];
      // A collection without built-in items (the redirects) gets one to remove.
      const before = { ...defaultSiteData, [name]: items.length > 0 ? items : [REDIRECT] };
      const diff = diffSiteContent(before, { ...before, [name]: [] });
      expect(diff[name].removed, name).toHaveLength((before[name] as unknown[]).length);
      expect(hasChanges(diff), name).toBe(true);
    }
    for (const name of GLOBAL_NAMES) {
      const global = defaultSiteData[name] as Record<string, unknown>;
      const [part] = Object.keys(globalDef(name).parts);
      const after = { ...defaultSiteData, [name]: { ...global, [part!]: 'changed' } };
      expect(diffSiteContent(defaultSiteData, after)[name], name).toEqual([part]);
    }
  });

  it('an optional field left out equals one set to undefined', () => {
    const post = defaultSiteData.blogPosts[0]!;
    const after = {
      ...defaultSiteData,
      blogPosts: [{ ...post, seo: undefined }, ...defaultSiteData.blogPosts.slice(1)],
    };
    expect(summarizeDiff(diffSiteContent(defaultSiteData, after))).toBe('no changes');
  });
});
