import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { sampleParts } from '@shared/site-content/samples';
import { whatGoesLive } from './what-goes-live';

// The Publish dialog lists what of the content about to go live is still the sample: that is the
// merge of this working copy with what others published since, not the working copy alone.

describe('what goes live', () => {
  it('a sample a colleague replaced meanwhile is not listed as still sample', () => {
    const [first, ...rest] = defaultSiteData.services;
    // A colleague renamed the first service and published (the live version).
    const live = {
      ...defaultSiteData,
      services: [{ ...first!, title: 'Campus Networks' }, ...rest],
    };
    // This working copy, edited from the built-in content, changed only the phone.
    const working = {
      ...defaultSiteData,
      settings: { ...defaultSiteData.settings, phone: '+41 44 000 00 00' },
    };
    const { content, pending } = whatGoesLive(defaultSiteData, live, working);
    expect(pending).toBe(true);
    expect(content.services[0]!.title).toBe('Campus Networks');
    expect(content.settings.phone).toBe('+41 44 000 00 00');
    const listed = sampleParts(content, defaultSiteData);
    expect(listed.items.services).toEqual(rest.map((s) => s.title));
    expect(listed.globals).not.toContain('settings');
    // The working copy alone still holds the sample service: listing it was the mistake.
    expect(sampleParts(working, defaultSiteData).items.services).toContain(first!.title);
  });

  it('a change of translations alone is something to publish', () => {
    const languages = [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ];
    const live = { ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } };
    const id = String(live.services[0]!.id);
    const working = {
      ...live,
      translations: { fr: { services: { [id]: { title: 'Sans fil' } } } },
    };
    expect(whatGoesLive(live, live, live).pending).toBe(false);
    const { pending, content } = whatGoesLive(live, live, working);
    expect(pending).toBe(true);
    expect(content.translations).toEqual(working.translations);
  });
});
