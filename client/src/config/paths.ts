import { sitePaths } from '@shared/site-content/site-paths';

// Every route path of the app, in one place. Components link with these, never with literals.
// The public pages' addresses are the content's (shared/site-content/site-paths.ts), and so are
// the content editors' (each collection's and global's `editor.path`).
export const paths = {
  ...sitePaths,
  login: '/login',
  setupAdmin: '/setup-admin',
  acceptInvite: '/accept-invite',
  admin: {
    dashboard: '/admin',
    inbox: '/admin/inbox',
    analytics: '/admin/analytics',
    account: '/admin/account',
    users: '/admin/users',
    securityLog: '/admin/security-log',
    history: '/admin/history',
    preview: '/admin/preview',
    reviews: '/admin/reviews',
    /** An approved review links to it with ?version=N. */
    schedules: '/admin/schedules',
  },
} as const;

export { sectionIds, type SectionId } from '@shared/site-content/site-paths';
