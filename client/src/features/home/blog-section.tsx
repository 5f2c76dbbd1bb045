import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PostCard } from '~/components/post-card';
import { SectionHeading } from '~/components/section-heading';
import { paths } from '~/config/paths';
import type { HomeSectionProps, PostCard as Post } from '~/lib/site-data';

export function BlogSection({
  id,
  texts,
  data: { posts, postCount },
}: HomeSectionProps<{ posts: Post[]; postCount: number }>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={texts.eyebrow}
          title={texts.heading}
          description={texts.intro}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        {postCount > 0 && (
          <p className="mt-10">
            <Link
              to={paths.blog}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary"
            >
              All posts{postCount > posts.length ? ` (${postCount})` : ''}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
