import { ArrowRight, ImageOff } from 'lucide-react';
import { ContentImage } from '~/components/content-image';
import { SectionHeading } from '~/components/section-heading';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import { sectionIds } from '~/config/paths';
import { formatLongUsDate } from '~/lib/format-date';
import { useSiteData } from '~/lib/site-data';

export const BLOG_NOT_IMPLEMENTED_TOAST = {
  title: "Blog posts aren't implemented yet!",
  description:
    "Full articles are on our roadmap. Would you like them sooner? Send us a feature request through the contact form and we'll prioritise it.",
};

function excerpt(text: string, max = 160) {
  return text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text;
}

export function BlogSection() {
  const { blogPosts } = useSiteData();
  return (
    <section id={sectionIds.blog} aria-labelledby="blog-title" className="scroll-mt-16 py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="blog-title"
          eyebrow="Blog"
          title="Insights from the field"
          description="Notes from our engineers on the technologies and trade-offs behind resilient networks."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card">
                {post.imageSrc ? (
                  <ContentImage
                    src={post.imageSrc}
                    alt={post.imageAlt}
                    width={640}
                    height={360}
                    sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                    className="aspect-video w-full object-cover"
                  />
                ) : (
                  <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
                    <ImageOff className="h-7 w-7" aria-hidden="true" />
                    <span className="text-sm">No Image Provided</span>
                  </div>
                )}
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    <span className="font-semibold uppercase tracking-[0.14em] text-primary">
                      {post.category}
                    </span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={post.date}>{formatLongUsDate(post.date)}</time>
                  </p>
                  <h3 className="mt-3 text-lg font-semibold leading-snug">{post.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">
                    {excerpt(post.content)}
                  </p>
                  <div className="mt-5">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => toast(BLOG_NOT_IMPLEMENTED_TOAST)}
                    >
                      Read More
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                      <span className="sr-only">: {post.title}</span>
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
