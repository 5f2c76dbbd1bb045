import { Play } from 'lucide-react';
import { ContentImage } from '~/components/content-image';
import type { BlockProps } from './block-props';

/**
 * A picture, or a link to a video (not embedded: another site's player would load its scripts
 * here), its text alternative read in its place.
 */
export default function MediaBlock({ block: { data }, sectionId }: BlockProps<'media'>) {
  const picture = data.image && (
    <ContentImage
      src={data.image}
      alt={data.videoUrl ? '' : data.alt}
      width={1200}
      height={675}
      sizes="(min-width: 1024px) 960px, 100vw"
      className="aspect-video w-full rounded-2xl border border-border object-cover"
    />
  );
  return (
    <section id={sectionId} aria-label={data.alt} className="scroll-mt-16 py-12">
      <figure className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        {data.videoUrl ? (
          <a
            href={data.videoUrl}
            rel="noopener"
            className="group relative block overflow-hidden rounded-2xl border border-border bg-card"
          >
            {picture}
            <span className="flex items-center gap-3 p-5 font-medium text-primary">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Play className="h-5 w-5" aria-hidden="true" />
              </span>
              Watch the video<span className="sr-only">: {data.alt}</span>
            </span>
          </a>
        ) : (
          picture
        )}
        {data.caption && (
          <figcaption className="mt-3 text-sm text-muted-foreground">{data.caption}</figcaption>
        )}
      </figure>
    </section>
  );
}
