import type {
  CaseStudyIllustration,
  ChatTopic,
  Opening,
  Partner,
  ServiceIconName,
  SiteSettings,
  TeamMember,
} from '@shared/schemas/site-content';

// What one public page shows: the slice of the content it renders, with its markdown already
// rendered to HTML. The server renders the page from it and embeds it in the page for hydration
// (and serves it at /_data/<path>.json for client-side navigation), so a page carries only what
// it shows and the browser never needs the markdown renderer. Built by ./build-page-data.ts.

export interface PageMeta {
  title: string;
  description: string;
  /** The share picture (og:image): a path of this site; null for the site's own picture. */
  image: string | null;
  type: 'website' | 'article';
}

export interface ServiceCard {
  slug: string;
  title: string;
  summary: string;
  icon: ServiceIconName;
}

export interface CaseStudyCard {
  slug: string;
  title: string;
  category: string;
  description: string;
  imageSrc: string | null;
  imageAlt: string;
  illustration: CaseStudyIllustration | null;
  stats: { value: string; label: string }[];
}

export interface PostCard {
  slug: string;
  title: string;
  category: string;
  date: string;
  imageSrc: string | null;
  imageAlt: string;
  excerpt: string;
}

export interface ServiceView extends ServiceCard {
  tagline: string;
  /** The description, rendered. */
  html: string;
  capabilities: string[];
}

export interface CaseStudyView extends CaseStudyCard {
  client: string;
  sections: { title: string; html: string }[];
}

export interface PostView extends PostCard {
  html: string;
}

export interface LegalView {
  title: string;
  updated: string;
  html: string;
}

export type PageView =
  | {
      kind: 'home';
      services: ServiceCard[];
      caseStudies: CaseStudyCard[];
      partners: Partner[];
      team: TeamMember[];
      /** The newest posts; /blog lists them all. */
      posts: PostCard[];
      postCount: number;
    }
  | { kind: 'blog'; posts: PostCard[] }
  | { kind: 'post'; post: PostView }
  | { kind: 'service'; service: ServiceView; related: { slug: string; title: string }[] }
  | { kind: 'case-study'; caseStudy: CaseStudyView }
  | { kind: 'careers'; openings: Opening[] }
  | { kind: 'apply'; opening: Opening }
  | { kind: 'legal'; document: LegalView }
  | { kind: 'quote' }
  | { kind: 'not-found' };

export type PageKind = PageView['kind'];

export interface PageData {
  /** The page's path: /, /services/wireless-systems... */
  path: string;
  meta: PageMeta;
  /** The contact details (top bar, footer, contact section). */
  settings: SiteSettings;
  view: PageView;
}

/** What the chat assistant knows: its topics and the details its answers fill in. */
export interface ChatKnowledge {
  topics: Pick<ChatTopic, 'title' | 'keywords' | 'answer'>[];
  email: string;
  phone: string;
}

/** The props of the page component of one kind: its view of the page data. */
export interface PageProps<K extends PageKind> {
  view: Extract<PageView, { kind: K }>;
}
