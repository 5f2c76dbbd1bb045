// Keys of everything the app keeps in localStorage. Returning visitors' browsers hold values
// under these names: renaming one loses what they stored.
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME = 'dark';
export const COOKIE_CONSENT_KEY = 'cookie_consent';
/** Versioned: a future incompatible shape gets a new key instead of breaking old browsers. */
export const SITE_DATA_KEY = 'site-data-v1';
/** The live version the working copy under SITE_DATA_KEY was edited from (admin only). */
export const SITE_DATA_BASE_KEY = 'site-data-v1-base';
/** The server's draft revision the working copy was last in step with, and whether it has more. */
export const SITE_DATA_SYNC_KEY = 'site-data-v1-sync';
/** The working copy as of that revision: the base of a merge with another browser's saves. */
export const SITE_DATA_SYNCED_KEY = 'site-data-v1-synced';
export const SESSION_KEY = 'auth-session';
/** sessionStorage (this tab only, never a cookie): where the visit came from, until a form is sent. */
export const VISIT_ATTRIBUTION_KEY = 'visit-attribution';
