// Who the firm is. Rebranding the site starts here (and in ./services.ts, ./case-studies.ts and
// their -details.ts files ...).
// No imports: vite.config.ts reads this module too (sitemap and canonical URLs).

export const company = {
  name: 'Meridian NetSec',
  legalName: 'Meridian NetSec Engineering, Inc.',
  tagline: 'Bridging Networks, Securing Futures',
  description:
    'Telecommunications and security engineering: wireless and private 5G, fiber backbones, ' +
    'satellite links, security systems, traffic informatics and system integration for ' +
    'cities, campuses and critical infrastructure.',
  /** Public origin of the site, for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  siteUrl: 'https://www.meridian-netsec.com',
  foundingYear: 2009,
  /** Contact address for privacy requests (legal pages). */
  privacyEmail: 'privacy@meridian-netsec.com',
} as const;
