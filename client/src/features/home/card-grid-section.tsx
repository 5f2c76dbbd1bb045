import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/content-image';
import { SectionHeading } from '~/components/section-heading';
import { useLongDate } from '~/lib/format-date';
import type { CardGridItem, HomeSectionProps } from '~/lib/site-data';

/**
 * The home page section of a collection that needs no layout of its own (certifications): a
 * card per item, each leading to the item's page. Hidden while the collection is empty.
 */
export function CardGridSection({ id, texts, data: cards }: HomeSectionProps<CardGridItem[]>) {
  const longDate = useLongDate();
  if (cards.length === 0) return null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={texts.eyebrow}
          title={texts.heading}
          description={texts.intro}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.href}>
              <Link
                to={card.href}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-primary/60"
              >
                {card.imageSrc && (
                  <ContentImage
                    src={card.imageSrc}
                    alt={card.imageAlt}
                    width={160}
                    height={64}
                    sizes="160px"
                    className="mb-5 h-12 w-auto max-w-40 object-contain object-left"
                  />
                )}
                <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
                  {card.eyebrow}
                </p>
                <h3 className="mt-2 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{card.text}</p>
                {card.date && (
                  <p className="mt-4 text-sm text-muted-foreground">
                    {card.date.label}{' '}
                    <time dateTime={card.date.value}>{longDate(card.date.value)}</time>
                  </p>
                )}
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
                  Learn more<span className="sr-only">: {card.title}</span>
                  <ArrowRight
                    className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
