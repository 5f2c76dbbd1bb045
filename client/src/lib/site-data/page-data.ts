import type { PostCard } from '@shared/site-content/collections/blog-posts';
import type {
  HomeCollectionName,
  HomeDataOf,
  LayoutOf,
  PageCollectionName,
  ViewOf,
} from '@shared/site-content/collections';
import type { ChatTopic, Opening, SiteSettings } from '@shared/site-content/schema';

export type { CardGridItem } from '@shared/site-content/collection';
export type { PostCard, PostView } from '@shared/site-content/collections/blog-posts';
export type { CaseStudyCard, CaseStudyView } from '@shared/site-content/collections/case-studies';
export type { ServiceCard, ServiceView } from '@shared/site-content/collections/services';

// What one public page shows: the slice of the content it renders, with its markdown already
// rendered to HTML (the views of the collections' pages and home sections are theirs:
// shared/site-content/collections/). The server renders the page from it and embeds it in the page for hydration
// (and serves it at /_data/<path>.json for client-side navigation), so a page carries only what
// it shows and the browser never needs the markdown renderer. Built by ./build-page-data.ts.

export interface PageMeta {
  title: string;
  description: string;
  /** The share picture (og:image): a path of this site; null for the site's own picture. */
  image: string | null;
  type: 'website' | 'article';
}

/** The eyebrow, heading and intro that open a section of the home page. */
export interface SectionTexts {
  eyebrow: string;
  heading: string;
  intro: string;
}

/** What a home page section's component gets: its texts and its collection's data. */
export interface HomeSectionProps<Data> {
  /** The section's id: its anchor (/#services). */
  id: string;
  texts: SectionTexts;
  data: Data;
}

export interface LegalView {
  title: string;
  updated: string;
  html: string;
}

/** A home page section: which collection, the layout that draws it, its anchor, what it shows. */
export type HomeSection = {
  [K in HomeCollectionName]: {
    collection: K;
    layout: LayoutOf<K>;
    id: string;
    texts: SectionTexts;
    data: HomeDataOf<K>;
  };
}[HomeCollectionName];

/** The pages every version of the content has (besides one per collection item). */
type FixedView =
  | {
      kind: 'home';
      /** The sections between the hero and the contact section, in their order. */
      sections: HomeSection[];
    }
  | { kind: 'blog'; posts: PostCard[] }
  | { kind: 'careers'; openings: Opening[] }
  | { kind: 'legal'; document: LegalView }
  | { kind: 'quote' }
  | { kind: 'not-found' };

/** The page of an item of a collection (a service, a post...): its own kind, from the registry. */
type ItemView = { [K in PageCollectionName]: ViewOf<K> }[PageCollectionName];

export type PageView = FixedView | ItemView;

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
