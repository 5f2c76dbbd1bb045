// Who the firm is: its name, tagline and public origin. Everything else a visitor reads is
// published content (../schemas/site-content.ts; the built-in texts are ./defaults.ts).
// No imports: vite.config.ts reads this module too (robots.txt).

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
