import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { GLOBAL_NAMES } from './globals';
import { sampleParts } from './samples';

// What is still the built-in sample: the editors mark it and the Publish dialog lists it.

describe('sample content', () => {
  it('the built-in content is sample throughout', () => {
    const parts = sampleParts(defaultSiteData, defaultSiteData);
    expect(parts.globals).toEqual(GLOBAL_NAMES);
    expect(parts.items.services).toHaveLength(defaultSiteData.services.length);
    expect(parts.items.redirects).toBeUndefined(); // none are built in
  });

  it('an edited item, a new item and an edited global are the firm’s own', () => {
    const [first, ...rest] = defaultSiteData.services;
    const content = {
      ...defaultSiteData,
      identity: { ...defaultSiteData.identity, name: 'Northwind Fiber' },
      services: [{ ...first!, title: 'Campus fiber' }, ...rest, { ...first!, id: 9999 }],
    };
    const parts = sampleParts(content, defaultSiteData);
    expect(parts.globals).not.toContain('identity');
    expect(parts.items.services).toEqual(rest.map((s) => s.title));
  });
});
