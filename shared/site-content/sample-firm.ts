// The built-in sample firm's names and addresses: the only place the content names it (the
// identity's and the settings' defaults). The browser build replaces this module with
// client/src/lib/site-data/sample-firm.ts (vite.config.ts), so no public file names the sample
// firm once a firm has made the site its own: the admin area learns the built-in content from
// the server (GET /api/site-content/built-in).

export const SAMPLE_FIRM = {
  name: 'Meridian NetSec',
  legalName: 'Meridian NetSec Engineering, Inc.',
  privacyEmail: 'privacy@meridian-netsec.com',
  email: 'info@meridian-netsec.com',
} as const;
