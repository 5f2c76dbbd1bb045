import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { BUILT_IN_ICONS } from '@shared/site-content/site-art';
import { securityTxt, shortName, THEME_COLOR, webManifest } from './site-files';

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
    // One theme colour: the pages' theme-color (client/index.html), whatever the accent.
    expect(manifest.theme_color).toBe(THEME_COLOR);
    expect(manifest.theme_color).toBe('#020617');
  });

  it('shortens the name to the words that fit under an icon', () => {
    expect(shortName('Acme')).toBe('Acme');
    expect(shortName('Meridian NetSec')).toBe('Meridian');
    expect(shortName('Big Sky Radio Links')).toBe('Big Sky');
    expect(shortName('Telecommunicationsgroup')).toBe('Telecommunic');
  });
});

describe('security.txt (RFC 9116)', () => {
  const origin = 'https://www.firm.example';
  const fields = (text: string) =>
    Object.fromEntries(
      text
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );

  it('names the security contact, an expiry a year after the publish, the language and itself', () => {
    const text = securityTxt(
      { securityEmail: 'psirt@firm.example', privacyEmail: 'privacy@firm.example' },
      'info@firm.example',
      origin,
      '2026-12-07T10:00:00.000Z',
    );
    expect(fields(text)).toEqual({
      Contact: 'mailto:psirt@firm.example',
      Expires: '2027-12-06T10:00:00Z',
      'Preferred-Languages': 'en',
      Canonical: 'https://www.firm.example/.well-known/security.txt',
    });
    expect(text.endsWith('\n')).toBe(true);
  });

  it('falls back to the privacy address, then the site’s, when none is set (or not an address)', () => {
    const now = '2026-12-07T10:00:00.000Z';
    const privacy = { securityEmail: '', privacyEmail: 'privacy@firm.example' };
    expect(fields(securityTxt(privacy, 'info@firm.example', origin, now)).Contact).toBe(
      'mailto:privacy@firm.example',
    );
    const neither = { securityEmail: 'not an address', privacyEmail: '' };
    expect(fields(securityTxt(neither, 'info@firm.example', origin, now)).Contact).toBe(
      'mailto:info@firm.example',
    );
  });
});
