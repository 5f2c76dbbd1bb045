import { SectionHeading } from '~/components/section-heading';
import type { HomeSectionProps, Partner } from '~/lib/site-data';

/** A partner's mark when it has no logo file: its initials ("Lumen Core Optics" -> "LC"). */
function monogram(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function PartnersSection({ id, texts, data: partners }: HomeSectionProps<Partner[]>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={texts.eyebrow}
          title={texts.heading}
          description={texts.intro}
        />
        <ul className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-border md:grid-cols-4">
          {partners.map((p) => (
            <li
              key={p.id}
              className="flex flex-col items-center justify-center gap-1.5 bg-card px-4 py-8 text-center"
            >
              {p.logoSrc ? (
                <img
                  src={p.logoSrc}
                  alt={p.name}
                  width="160"
                  height="40"
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-auto"
                />
              ) : (
                <span className="flex items-center gap-2.5">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-primary/40 bg-primary/10 text-sm font-bold tracking-tight text-primary"
                  >
                    {monogram(p.name)}
                  </span>
                  <span className="text-lg font-semibold tracking-tight text-foreground/85">
                    {p.name}
                  </span>
                </span>
              )}
              <span className="text-xs text-muted-foreground">{p.specialization}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
