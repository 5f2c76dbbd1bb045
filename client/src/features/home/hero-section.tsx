import { ArrowDown, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SectionLink } from '~/components/layout/section-link';
import { buttonClasses } from '~/components/ui/button';
import { paths, sectionIds } from '~/config/paths';
import type { PageView } from '~/lib/site-data';
import { ParticleCanvas } from './particle-canvas';

type HeroTexts = Extract<PageView, { kind: 'home' }>['hero'];

export function HeroSection({ texts }: { texts: HeroTexts }) {
  return (
    <section
      id={sectionIds.home}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(100svh,56rem)] scroll-mt-16 items-center overflow-hidden pb-16 pt-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,theme(--color-primary/0.14),transparent_60%)]"
      />
      <ParticleCanvas className="absolute inset-0 -z-10 h-full w-full text-primary/70" />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-sm text-muted-foreground backdrop-blur">
            <span className="h-2 w-2 rounded-full bg-primary" aria-hidden="true" />
            {texts.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            {texts.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-muted-foreground sm:text-xl">
            {texts.subtext}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {/* A link styled as a button: it scrolls even before the page has hydrated. */}
            <SectionLink section={sectionIds.services} className={buttonClasses('primary', 'lg')}>
              {texts.primaryButton}
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </SectionLink>
            <Link to={paths.quote} className={buttonClasses('outline', 'lg')}>
              {texts.secondaryButton}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        {texts.figures.length > 0 && (
          <dl className="mt-16 grid max-w-3xl grid-cols-1 gap-6 border-t border-border pt-8 sm:grid-cols-3">
            {texts.figures.map((h) => (
              <div key={h.label} className="flex flex-col gap-1">
                <dt className="text-sm text-muted-foreground">{h.label}</dt>
                <dd className="order-first text-3xl font-semibold tabular-nums tracking-tight">
                  {h.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
