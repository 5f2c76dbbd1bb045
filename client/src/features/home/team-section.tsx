import { ContentImage } from '~/components/content-image';
import { SectionHeading } from '~/components/section-heading';
import type { HomeSectionProps, TeamMember } from '~/lib/site-data';

export function TeamSection({ id, texts, data: team }: HomeSectionProps<TeamMember[]>) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-16 border-y border-border bg-card/40 py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={texts.eyebrow}
          title={texts.heading}
          description={texts.intro}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.id} className="rounded-xl border border-border bg-card p-6 text-center">
              {/* Without a portrait: the name and role, no placeholder (issue 49). */}
              {member.imageSrc && (
                <ContentImage
                  src={member.imageSrc}
                  alt={member.imageAlt || member.name}
                  width={96}
                  height={96}
                  sizes="96px"
                  className="mx-auto mb-5 h-24 w-24 rounded-full object-cover"
                />
              )}
              <h3 className="font-semibold">{member.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
