import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { BUILT_IN_ICONS } from '@shared/site-content/site-art';
import { shortName, webManifest } from './site-files';

describe('the web manifest', () => {
  it('names the firm, its colours and its icons', () => {
    const identity = {
      ...defaultSiteData.identity,
      name: 'Northwind Fiber',
      accentColor: '#0b3d91',
    };
    const manifest = JSON.parse(webManifest(identity, BUILT_IN_ICONS));
    expect(manifest).toMatchObject({
      name: 'Northwind Fiber',
      short_name: 'Northwind',
      description: identity.description,
      start_url: '/',
      background_color: '#020617',
      icons: [
        { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    });
    // A dark blue does not read on the dark theme: the lighter shade the site uses there.
    expect(manifest.theme_color).not.toBe('#0b3d91');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('shortens the name to the words that fit under an icon', () => {
    expect(shortName('Acme')).toBe('Acme');
    expect(shortName('Meridian NetSec')).toBe('Meridian');
    expect(shortName('Big Sky Radio Links')).toBe('Big Sky');
    expect(shortName('Telecommunicationsgroup')).toBe('Telecommunic');
  });
});
