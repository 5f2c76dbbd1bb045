import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { buttonClasses } from '~/components/ui/button';
import type { PostCard as Post } from '~/lib/site-data';
import { ContentImage } from './content-image';
import { PostByline } from './post-byline';
import english from '@shared/messages/compiled/en/frame.js';
import { useMessages } from '~/lib/messages';

/** A post's card (home page, /blog): picture, category, date, title, excerpt, Read More. */
export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages('frame', english);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card">
      {/* A post without a picture shows none: no placeholder box (issue 49). */}
      {post.imageSrc && (
        <ContentImage
          src={post.imageSrc}
          alt={post.imageAlt}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <PostByline category={post.category} date={post.date} className="text-xs" />
        <Heading className="mt-3 text-lg font-semibold leading-snug">{post.title}</Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
        <div className="mt-5">
          {/* A real link to the post's page (the spec's placeholder toast existed only because
              posts had no pages: docs/decisions/017-content-model.md). */}
          <Link to={paths.post(post.slug)} className={buttonClasses('outline', 'sm')}>
            {t.readMore()}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
