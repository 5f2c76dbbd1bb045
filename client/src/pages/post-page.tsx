import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/content-image';
import { CtaPanel } from '~/components/cta-panel';
import { PostByline } from '~/components/post-byline';
import { Prose } from '~/components/prose';
import { paths } from '~/config/paths';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** /blog/{slug}: one post, as its author wrote it. */
export default function PostPage({ view }: PageProps<'post'>) {
  const t = useMessages('pages', english);
  const { post } = view;
  return (
    <article className="mx-auto max-w-7xl px-4 pb-8 pt-28 sm:px-6 lg:px-8 *:mx-auto *:max-w-3xl">
      <div>
        <Link
          to={paths.blog}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.allPosts()}
        </Link>
        <PostByline category={post.category} date={post.date} className="mt-8 text-sm" />
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {post.title}
        </h1>
      </div>
      {post.imageSrc && (
        <ContentImage
          src={post.imageSrc}
          alt={post.imageAlt}
          width={1280}
          height={720}
          sizes="(min-width: 800px) 768px, 100vw"
          priority
          className="mt-10 aspect-video w-full rounded-2xl border border-border object-cover"
        />
      )}
      <Prose html={post.html} className="mt-10" />
      <CtaPanel title={t.postCtaTitle()} description={t.engineerReplies()} />
    </article>
  );
}
