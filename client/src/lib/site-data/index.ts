// The one entry point of the site-data store (a deliberate, small public API, not a barrel of
// internals): the admin area and the public pages import from '~/lib/site-data'.
export type { BlogPost, SiteData, SiteSettings, TeamMember } from './types';
export { defaultSiteData, newBlogPost, newTeamMember } from './defaults';
export { getSiteData, resetSiteData, saveSiteData, subscribeSiteData, useSiteData } from './store';
