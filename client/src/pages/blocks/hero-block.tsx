import { ArrowDown, ArrowRight } from 'lucide-react';
import { ContentImage } from '~/components/content-image';
import { buttonClasses } from '~/components/ui/button';
import { ParticleCanvas } from '~/features/home/particle-canvas';
import { cn } from '~/lib/cn';
import { scrolls, SiteLink } from '~/components/layout/site-link';
import type { BlockProps } from './block-props';

/**
 * The opening of a page: the page's <h1> when it comes first. Animated, it fills the first
 * screen with the particle network behind it (the home page's); with a picture, the picture
 * stands beside the text on wide screens.
 */
export default function HeroBlock({ block: { data, id }, sectionId, first }: BlockProps<'hero'>) {
  const Heading = first ? 'h1' : 'h2';
  const titleId = `${sectionId}-title`;
  return (
    <section
      id={sectionId}
      aria-labelledby={titleId}
      className={cn(
        'relative isolate flex scroll-mt-16 items-center overflow-hidden',
        data.animated ? 'min-h-[min(100svh,56rem)] pb-16 pt-28' : 'pb-16 pt-32',
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,theme(--color-primary/0.14),transparent_60%)]"
      />
      {data.animated && (
        <ParticleCanvas className="absolute inset-0 -z-10 h-full w-full text-primary/70" />
      )}
      <div
        className={cn(
          'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
          data.image && 'grid items-center gap-12 lg:grid-cols-2',
        )}
      >
        <div className="max-w-3xl">
          {data.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-sm text-muted-foreground backdrop-blur">
              <span className="h-2 w-2 rounded-full bg-primary" aria-hidden="true" />
              {data.eyebrow}
            </p>
          )}
          <Heading
            id={titleId}
            className={cn(
              'mt-6 font-semibold tracking-tight text-balance',
              data.animated ? 'text-4xl sm:text-6xl lg:text-7xl' : 'text-4xl sm:text-5xl',
            )}
          >
            {data.heading}
          </Heading>
          {data.text && (
            <p className="mt-6 max-w-2xl text-lg leading-8 text-muted-foreground sm:text-xl">
              {data.text}
            </p>
          )}
          {data.buttons.length > 0 && (
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              {data.buttons.map(({ label, href }, i) => {
                const Icon = scrolls(href) ? ArrowDown : ArrowRight;
                return (
                  <SiteLink
                    key={`${id}-${i}`}
                    href={href}
                    className={buttonClasses(i === 0 ? 'primary' : 'outline', 'lg')}
                  >
                    {label}
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </SiteLink>
                );
              })}
            </div>
          )}
        </div>
        {data.image && (
          <ContentImage
            src={data.image.src}
            alt={data.image.alt}
            width={640}
            height={420}
            sizes="(min-width: 1024px) 600px, 100vw"
            priority={first}
            className="aspect-[16/11] w-full rounded-2xl border border-border object-cover"
          />
        )}
      </div>
    </section>
  );
}
