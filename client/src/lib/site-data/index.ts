// The site content as the public pages see it: the live content the page was rendered with
// (embedded in the HTML, see ./embedded-content.ts), provided through React context. The admin's
// working copy lives in ./working-copy.ts (imported directly by the admin area only: it carries
// the validation library).
export type { BlogPost, SiteData, SiteSettings, TeamMember } from '@shared/schemas/site-content';
export { defaultSiteData, newBlogPost, newTeamMember } from '@shared/site-content/defaults';
export { SiteContentProvider, useSiteData } from './content-context';
export { EMBEDDED_CONTENT_ID, embeddedContentJson, readEmbeddedContent } from './embedded-content';
