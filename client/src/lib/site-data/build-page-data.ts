import type { SiteData, SiteSettings } from '@shared/schemas/site-content';
import { LEGAL_TITLES } from '@shared/site-content/diff';
import { excerpt, markdownToText, renderMarkdown } from '@shared/site-content/markdown';
import { isPublishedImagePath } from '@shared/site-content/safe-urls';
import { normalizePagePath, pagePaths, sitePaths } from '@shared/site-content/site-paths';
import { fixedPageMeta, notFoundTitle, titleSuffix } from '~/lib/page-meta';
import type {
  CaseStudyCard,
  ChatKnowledge,
  PageData,
  PageMeta,
  PageView,
  PostCard,
  ServiceCard,
} from './page-data';

// Content -> what each page shows (./page-data.ts). Runs where the markdown renderer may be
// loaded: the server's renderer (build/ssr, at build and publish time) and the admin's Preview.
// Never in the public pages' bundle.

/** How many posts the home page shows; /blog lists them all. */
export const HOME_POSTS = 6;

type Item<K extends keyof SiteData> = SiteData[K] extends (infer T)[] ? T : never;

/**
 * An image the page may show: published images of this site, or (in the admin's Preview) an
 * image chosen but not uploaded yet. Stored values from before a rule was tightened are dropped.
 */
function image(src: string | null | undefined): string | null {
  if (!src) return null;
  return isPublishedImagePath(src) || src.startsWith('data:image/') ? src : null;
}

const serviceCard = (s: Item<'services'>): ServiceCard => ({
  slug: s.slug,
  title: s.title,
  summary: s.summary,
  icon: s.icon,
});

const caseStudyCard = (c: Item<'caseStudies'>): CaseStudyCard => ({
  slug: c.slug,
  title: c.title,
  category: c.category,
  description: c.description,
  imageSrc: image(c.imageSrc),
  imageAlt: c.imageAlt,
  illustration: c.illustration,
  stats: c.stats,
});

const postCard = (p: Item<'blogPosts'>): PostCard => ({
  slug: p.slug,
  title: p.title,
  category: p.category,
  date: p.date,
  imageSrc: image(p.imageSrc),
  imageAlt: p.imageAlt,
  excerpt: p.seo?.description || excerpt(markdownToText(p.content)),
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A legal text: {email}, {phone} and {address} filled in (as text) after rendering. */
function legalHtml(body: string, settings: SiteSettings): string {
  return renderMarkdown(body)
    .replaceAll('{email}', escapeHtml(settings.email))
    .replaceAll('{phone}', escapeHtml(settings.phone))
    .replaceAll('{address}', escapeHtml(settings.address));
}

/** A share picture (og:image): an image of this site that link previews can show (not SVG). */
function sharePicture(src: string | null | undefined): string | null {
  const found = image(src);
  return found && !found.startsWith('data:') && !found.endsWith('.svg') ? found : null;
}

function meta(
  title: string,
  description: string,
  seo?: { title?: string; description?: string; imageSrc?: string | null },
  picture: string | null = null,
  type: PageMeta['type'] = 'website',
): PageMeta {
  return {
    title: seo?.title || title,
    description: seo?.description || description,
    image: sharePicture(seo?.imageSrc) ?? sharePicture(picture),
    type,
  };
}

function view(content: SiteData, path: string): { meta: PageMeta; view: PageView } | null {
  const fixed = fixedPageMeta[path];
  const fixedMeta = fixed && meta(fixed.title, fixed.description);
  switch (path) {
    case sitePaths.home:
      return {
        meta: fixedMeta!,
        view: {
          kind: 'home',
          services: content.services.map(serviceCard),
          caseStudies: content.caseStudies.map(caseStudyCard),
          partners: content.partners.map((p) => ({ ...p, logoSrc: image(p.logoSrc) })),
          team: content.team.map((m) => ({ ...m, imageSrc: image(m.imageSrc) })),
          posts: content.blogPosts.slice(0, HOME_POSTS).map(postCard),
          postCount: content.blogPosts.length,
        },
      };
    case sitePaths.blog:
      return { meta: fixedMeta!, view: { kind: 'blog', posts: content.blogPosts.map(postCard) } };
    case sitePaths.quote:
      return { meta: fixedMeta!, view: { kind: 'quote' } };
    case sitePaths.careers:
      return { meta: fixedMeta!, view: { kind: 'careers', openings: content.openings } };
    case sitePaths.privacyPolicy:
    case sitePaths.termsOfService: {
      const key = path === sitePaths.privacyPolicy ? 'privacyPolicy' : 'termsOfService';
      const page = content.legal[key];
      return {
        meta: fixedMeta!,
        view: {
          kind: 'legal',
          document: {
            title: LEGAL_TITLES[key],
            updated: page.updated,
            html: legalHtml(page.body, content.settings),
          },
        },
      };
    }
  }
  const [, openingId] = /^\/careers\/(\d{1,16})\/apply$/.exec(path) ?? [];
  if (openingId !== undefined) {
    const opening = content.openings.find((o) => o.id === Number(openingId));
    if (!opening) return null;
    return {
      meta: meta(
        `Apply: ${opening.title}${titleSuffix}`,
        `Apply for ${opening.title} (${opening.location}, ${opening.type}): your details and your CV.`,
      ),
      view: { kind: 'apply', opening },
    };
  }
  const [, section, slug] = /^\/(services|case-studies|blog)\/([^/]+)$/.exec(path) ?? [];
  if (section === 'services') {
    const s = content.services.find((x) => x.slug === slug);
    if (!s) return null;
    return {
      meta: meta(`${s.title}${titleSuffix}`, s.summary, s.seo),
      view: {
        kind: 'service',
        service: {
          ...serviceCard(s),
          tagline: s.tagline,
          html: renderMarkdown(s.description),
          capabilities: s.capabilities,
        },
        related: content.caseStudies
          .filter((c) => c.category === s.title)
          .map((c) => ({ slug: c.slug, title: c.title })),
      },
    };
  }
  if (section === 'case-studies') {
    const c = content.caseStudies.find((x) => x.slug === slug);
    if (!c) return null;
    return {
      meta: meta(`${c.title} – Case Study${titleSuffix}`, c.description, c.seo, c.imageSrc),
      view: {
        kind: 'case-study',
        caseStudy: {
          ...caseStudyCard(c),
          client: c.client,
          sections: [
            { title: 'The challenge', html: renderMarkdown(c.challenge) },
            { title: 'Our solution', html: renderMarkdown(c.solution) },
            { title: 'The outcome', html: renderMarkdown(c.outcome) },
          ],
        },
      },
    };
  }
  if (section === 'blog') {
    const p = content.blogPosts.find((x) => x.slug === slug);
    if (!p) return null;
    const card = postCard(p);
    return {
      meta: meta(`${p.title}${titleSuffix}`, card.excerpt, p.seo, p.imageSrc, 'article'),
      view: { kind: 'post', post: { ...card, html: renderMarkdown(p.content) } },
    };
  }
  return null;
}

/** The page at `path` for this content: the not-found page where the content has none. */
export function buildPageData(content: SiteData, path: string): PageData {
  const at = normalizePagePath(path);
  const found = view(content, at);
  return {
    path: at,
    settings: content.settings,
    ...(found ?? {
      meta: { title: notFoundTitle, description: '', image: null, type: 'website' },
      view: { kind: 'not-found' },
    }),
  };
}

/** Every page of the content, with what it shows. */
export function buildSitePages(content: SiteData): PageData[] {
  return pagePaths(content).map((path) => buildPageData(content, path));
}

/**
 * The chat's topics: the content's own, then one per service that has none (matched by the
 * service's title, answered with its summary), so a new service is never unknown to the chat.
 */
export function buildChatKnowledge(content: SiteData): ChatKnowledge {
  const own = new Set(
    content.chatTopics.flatMap((t) => (t.serviceId === null ? [] : [t.serviceId])),
  );
  const titles = new Set(content.chatTopics.map((t) => t.title.trim().toLowerCase()));
  const forServices = content.services
    .filter((s) => !own.has(s.id) && !titles.has(s.title.trim().toLowerCase()))
    .map((s) => ({
      title: s.title,
      keywords: [],
      answer: `${s.summary} You can read more about ${s.title} under Services, or ask us for a quote.`,
    }));
  return {
    topics: [
      ...content.chatTopics.map(({ title, keywords, answer }) => ({ title, keywords, answer })),
      ...forServices,
    ],
    email: content.settings.email,
    phone: content.settings.phone,
  };
}
