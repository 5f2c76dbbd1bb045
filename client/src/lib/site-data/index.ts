// The site content as the public pages see it: the data of each page (./page-data.ts) from a
// source provided through React context (./site-source.tsx). The admin's working copy lives in
// ./working-copy.ts and the content-built source in ./content-source.ts: both are imported
// directly by the admin area and the server's renderer only (they carry the validation library
// and the markdown renderer).
export type {
  BlogPost,
  CaseStudy,
  ChatTopic,
  Opening,
  Partner,
  Service,
  SiteData,
  SiteSettings,
  TeamMember,
} from '@shared/site-content/schema';
export type * from './page-data';
export {
  SiteSourceProvider,
  usePageData,
  useSiteFrame,
  useSiteLocale,
  useSiteSource,
  type SiteSource,
} from './site-source';
export { EMBEDDED_PAGE_ID, readEmbeddedPage, safeJson } from './embedded-page';
