import { sitePaths } from '@shared/site-content/site-paths';

// Every route path of the app, in one place. Components link with these, never with literals.
// The public pages' addresses are the content's (shared/site-content/site-paths.ts).
export const paths = {
  ...sitePaths,
  login: '/login',
  setupAdmin: '/setup-admin',
  acceptInvite: '/accept-invite',
  admin: {
    dashboard: '/admin',
    blog: '/admin/blog',
    team: '/admin/team',
    services: '/admin/services',
    caseStudies: '/admin/case-studies',
    careers: '/admin/careers',
    partners: '/admin/partners',
    legal: '/admin/legal',
    chat: '/admin/chat',
    redirects: '/admin/redirects',
    settings: '/admin/settings',
    inbox: '/admin/inbox',
    account: '/admin/account',
    users: '/admin/users',
    securityLog: '/admin/security-log',
    history: '/admin/history',
    preview: '/admin/preview',
  },
} as const;

export { sectionIds, type SectionId } from '@shared/site-content/site-paths';
