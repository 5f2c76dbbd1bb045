import { Rss } from 'lucide-react';
import { PageHeader } from '~/components/page-header';
import { PostCard } from '~/components/post-card';
import { paths } from '~/config/paths';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** /blog: every post, in the order the admin set. */
export default function BlogPage({ view }: PageProps<'blog'>) {
  const t = useMessages('pages', english);
  return (
    <>
      <PageHeader eyebrow={t.blogEyebrow()} title={t.blogTitle()}>
        <p>{t.blogIntro()}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {view.posts.length === 0 ? (
          <p className="text-muted-foreground">{t.noPosts()}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {view.posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10">
          {/* A plain link: the feed is a file, not a page of the app. */}
          <a
            href={paths.blogFeed}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary"
          >
            <Rss className="h-4 w-4" aria-hidden="true" />
            {t.rssFeed()}
          </a>
        </p>
      </div>
    </>
  );
}
