import { z } from 'zod';
import { blogPostSamples } from './blog-posts.samples';
import { defineCollection, samples } from '../collection';
import { id, seo, slug, text, type Strictness } from '../fields';
import { excerpt, markdownToText, renderMarkdown } from '../markdown';
import { shownImage } from '../safe-urls';
import { sectionIds, sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';

// The blog: posts on the home page (the newest six) and on /blog, each on its own page.

const item = ({ image, required }: Strictness) =>
  z.object({
    id,
    slug,
    title: required('Title', 300),
    category: required('Category', 100),
    date: z.iso.datetime({ error: 'date must be an ISO 8601 date-time' }),
    imageSrc: image,
    imageAlt: text('Image description', 300),
    /** Markdown. */
    content: required('Content', 50_000),
    seo: seo(image),
    /**
     * When a publish last changed it after it first went live (set by the publisher:
     * shared/site-content/publish-stamps.ts); none: never since. Posts stored before it have none.
     */
    modifiedAt: z.iso
      .datetime({ error: 'modifiedAt must be an ISO 8601 date-time' })
      .nullable()
      .default(null),
  });
export type BlogPost = z.infer<ReturnType<typeof item>>;

/** How many posts the home page shows; /blog lists them all. */
export const HOME_POSTS = 6;

export interface PostCard {
  slug: string;
  title: string;
  category: string;
  date: string;
  imageSrc: string | null;
  imageAlt: string;
  excerpt: string;
}

export interface PostView extends PostCard {
  html: string;
  /** Its last published change: the date, unless a publish changed it since. */
  modified: string;
}

export const postCard = (p: BlogPost): PostCard => ({
  slug: p.slug,
  title: p.title,
  category: p.category,
  date: p.date,
  imageSrc: shownImage(p.imageSrc),
  imageAlt: p.imageAlt,
  excerpt: p.seo?.description || excerpt(markdownToText(p.content)),
});

export const blogPosts = defineCollection<
  BlogPost,
  { kind: 'post'; post: PostView },
  { layout: 'posts'; data: { posts: PostCard[]; postCount: number } }
>({
  title: 'Blog Posts',
  one: 'post',
  many: 'posts',
  max: 1000,
  item,
  name: (p) => p.title,
  create: (now) => ({
    id: now.getTime(),
    slug: '',
    title: '',
    category: '',
    date: now.toISOString(),
    imageSrc: null,
    imageAlt: '',
    content: '',
    modifiedAt: null,
  }),
  original: true,
  images: ['imageSrc'],
  stamped: ['modifiedAt'],
  page: {
    path: (p) => sitePaths.post(p.slug),
    prefix: sitePaths.post(''),
    slugFrom: 'title',
    removedTo: `/#${sectionIds.blog}`,
    list: sitePaths.blog,
    view: (p) => ({
      kind: 'post',
      post: { ...postCard(p), html: renderMarkdown(p.content), modified: p.modifiedAt ?? p.date },
    }),
    meta: (p, { post }) => ({
      title: p.title,
      description: post.excerpt,
      seo: p.seo,
      picture: p.imageSrc,
      type: 'article',
    }),
    structuredData: ({ post }, { url, organization, image, path, description }) => [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        datePublished: post.date,
        dateModified: post.modified,
        articleSection: post.category,
        image,
        url: url(path),
        mainEntityOfPage: url(path),
        author: organization,
        publisher: organization,
      },
      breadcrumbs(url, [
        ['Home', '/'],
        ['Blog', sitePaths.blog],
        [post.title, path],
      ]),
    ],
  },
  home: {
    layout: 'posts',
    section: sectionIds.blog,
    order: 50,
    data: (posts, all) => ({ posts: posts.map(postCard), postCount: all.length }),
    texts: {
      eyebrow: 'Blog',
      heading: 'Insights from the field',
      intro:
        'Notes from our engineers on the technologies and trade-offs behind resilient networks.',
    },
  },
  editor: {
    path: '/admin/blog',
    icon: 'file-text',
    what: 'Editing blog posts',
    description:
      'Posts of the blog: the newest six on the home page, every one on its own page. Changes apply when you save.',
    addLabel: 'Add Post',
    listLabel: 'Blog posts',
    saved: 'Blog posts have been updated',
    empty: {
      title: 'No blog posts',
      text: 'Add a post with Add Post. The blog section of the home page is empty until you do.',
    },
    testId: 'blog-post-editor',
    aside: [{ kind: 'image', name: 'imageSrc', alt: 'imageAlt', shape: 'wide' }],
    fields: [
      { kind: 'text', name: 'title', label: 'Title', placeholder: 'New Blog Post' },
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      [
        { kind: 'text', name: 'category', label: 'Category', placeholder: 'General' },
        { kind: 'date-time', name: 'date', label: 'Date' },
      ],
      {
        kind: 'text',
        name: 'imageAlt',
        label: 'Image description',
        hint: 'Read aloud by screen readers in place of the image.',
      },
      {
        kind: 'markdown',
        name: 'content',
        label: 'Content',
        rows: 10,
        placeholder: 'Write your amazing content here...',
      },
      { kind: 'seo', name: 'seo' },
    ],
  },
  defaults: samples(item, blogPostSamples),
});
