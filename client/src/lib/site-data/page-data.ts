import type { PostCard } from '@shared/site-content/collections/blog-posts';
import type { BlockView } from '@shared/site-content/blocks';
import type { PageCollectionName, ViewOf } from '@shared/site-content/collections';
import type { CaseStudyCard } from '@shared/site-content/collections/case-studies';
import type { DownloadCard } from '@shared/site-content/collections/downloads';
import type { EventCard } from '@shared/site-content/collections/events';
import type { OpeningCard } from '@shared/site-content/collections/openings';
import type { ChatTexts } from '@shared/site-content/globals/chat';
import type { Identity } from '@shared/site-content/globals/identity';
import type { ShownLink } from '@shared/site-content/globals/page-links';
import type { PageTexts } from '@shared/site-content/globals/pages';
import type { SiteSettings } from '@shared/site-content/schema';

export type { CardGridItem } from '@shared/site-content/collection';
export type { PostCard, PostView } from '@shared/site-content/collections/blog-posts';
export type { CaseStudyCard, CaseStudyView } from '@shared/site-content/collections/case-studies';
export type { ServiceCard, ServiceView } from '@shared/site-content/collections/services';
export type { CustomPageView } from '@shared/site-content/collections/custom-pages';
export type { BlockKind, BlockView } from '@shared/site-content/blocks';
export type { DownloadCard, DownloadView } from '@shared/site-content/collections/downloads';
export type { EventCard, EventView } from '@shared/site-content/collections/events';
export type { EventSignUp } from '@shared/site-content/collections/event-views';

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
  /** Kept out of search engines (robots noindex) and of the sitemap. */
  noindex?: boolean;
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

/** The pages every version of the content has (besides one per collection item). */
type FixedView =
  /** The home page: its blocks, shown and in their order. */
  | { kind: 'home'; blocks: BlockView[] }
  | { kind: 'blog'; posts: PostCard[] }
  /** Every event, soonest first; `asOf`: the render's time, what is upcoming until the page looks. */
  | { kind: 'events'; texts: PageTexts['events']; events: EventCard[]; asOf: number }
  /** Every case study (the home page's section may be hidden). */
  | { kind: 'case-studies'; caseStudies: CaseStudyCard[] }
  /** The contact page: the contact form beside the firm's details. */
  | { kind: 'contact'; texts: PageTexts['contact'] }
  /** Every document to take away, with what the list filters by (the services that have one). */
  | {
      kind: 'downloads';
      texts: SectionTexts;
      downloads: DownloadCard[];
      services: { slug: string; title: string }[];
    }
  | { kind: 'careers'; texts: PageTexts['careers']; openings: OpeningCard[] }
  | { kind: 'legal'; document: LegalView }
  /** The quote form, its choices the published services (`slug` for /quote?service=<slug>). */
  | { kind: 'quote'; services: { slug: string; title: string }[] }
  | { kind: 'not-found' };

/** The page of an item of a collection (a service, a post...): its own kind, from the registry. */
type ItemView = { [K in PageCollectionName]: ViewOf<K> }[PageCollectionName];

export type PageView = FixedView | ItemView;

export type PageKind = PageView['kind'];

/**
 * What every page's frame shows, the same on every page of a version: the firm's names, logo and
 * accounts, the contact details, the footer and the cookie banner, and the not-found page (shown
 * for an address the site does not have, without asking the server).
 */
export interface SiteFrame {
  settings: SiteSettings;
  name: Identity['name'];
  legalName: Identity['legalName'];
  logo: Identity['logo'];
  social: Identity['social'];
  /** The top bar's links, those to empty sections left out. */
  menu: ShownLink[];
  footer: {
    description: string;
    /** Its columns of links; a column with none left is left out. */
    columns: { title: string; links: ShownLink[] }[];
  };
  consent: PageTexts['consent'];
  notFound: PageTexts['notFound'] & { title: string };
  /** The chat's button and title; null when the chat is switched off (no button, no code). */
  chat: { name: string } | null;
  /**
   * The default language's tag, whose locale writes the pages' dates and numbers; absent for
   * `en` (DEFAULT_LANGUAGE), so a one-language English site's data is what it always was.
   */
  locale?: string;
  /**
   * Where this language's addresses start (`/fr`): the router's basename and the prefix of the
   * pages' data. Absent in the default language.
   */
  base?: string;
  /** Whether the site speaks several languages (the header's switcher); absent when one. */
  multilingual?: true;
}

export interface PageData {
  /** The page's path: /, /services/wireless-systems... */
  path: string;
  meta: PageMeta;
  frame: SiteFrame;
  view: PageView;
  /**
   * This page in each of the site's languages, this one included (the language switcher):
   * absent on a one-language site. `path` is whole, prefix included.
   */
  languages?: { tag: string; name: string; path: string }[];
  /** Shown in the default language's words, not translated yet: the visitor is told. */
  untranslated?: true;
}

/** A page an answer links to (a service's, by its current name). */
export interface ChatLink {
  label: string;
  href: string;
}

/**
 * What the chat knows (./chat-knowledge.ts): its own words, its topics and the details its
 * texts fill in ({email}, {phone}).
 */
export interface ChatKnowledge {
  texts: Omit<ChatTexts, 'enabled'>;
  topics: { title: string; keywords: string[]; answer: string; link: ChatLink | null }[];
  email: string;
  phone: string;
}

/** The props of the page component of one kind: its view of the page data. */
export interface PageProps<K extends PageKind> {
  view: Extract<PageView, { kind: K }>;
}
