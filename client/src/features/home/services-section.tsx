import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '~/components/section-heading';
import { ServiceIcon } from '~/components/service-icon';
import { paths } from '~/config/paths';
import type { HomeSectionProps, ServiceCard } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/frame.js';
import { useMessages } from '~/lib/messages';

export function ServicesSection({ id, texts, data: services }: HomeSectionProps<ServiceCard[]>) {
  const t = useMessages('frame', english);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={texts.eyebrow}
          title={texts.heading}
          description={texts.intro}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                to={paths.service(service.slug)}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-primary/60"
              >
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <ServiceIcon name={service.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">
                  {service.summary}
                </p>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
                  {t.learnMore()}
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
