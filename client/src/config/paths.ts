// Every route path of the app, in one place. Components link with these, never with literals.
export const paths = {
  home: '/',
  quote: '/quote',
  careers: '/careers',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  service: (slug: string) => `/services/${slug}`,
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  login: '/login',
  setupAdmin: '/setup-admin',
  admin: {
    dashboard: '/admin',
    blog: '/admin/blog',
    team: '/admin/team',
    settings: '/admin/settings',
    inbox: '/admin/inbox',
    history: '/admin/history',
    preview: '/admin/preview',
  },
} as const;

/** Ids of the home page's sections, the targets of the top bar's scroll links. */
export const sectionIds = {
  home: 'home',
  services: 'services',
  cases: 'cases',
  tech: 'tech',
  team: 'team',
  blog: 'blog',
  contact: 'contact',
} as const;
export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];
