import { formatAddress } from '@shared/site-content/postal-address';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SectionHeading } from '~/components/section-heading';
import { LeadForm } from '~/features/lead-forms';
import { contact } from '@shared/lead-kinds/contact';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import { cn } from '~/lib/cn';
import { useSiteFrame, type SectionTexts } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/frame.js';
import { useMessages } from '~/lib/messages';

interface ContactSectionProps {
  /** The section's id (its anchor: /#contact) and its heading's. */
  id: string;
  texts: SectionTexts;
  formHeading: string;
  formNote: string;
  /** The page's own heading is elsewhere (the contact page): this one is second level, quieter. */
  className?: string;
}

/** The firm's phone, e-mail and address beside the contact form. */
export function ContactSection({
  id,
  texts,
  formHeading,
  formNote,
  className,
}: ContactSectionProps) {
  const { settings } = useSiteFrame();
  const t = useMessages('frame', english);
  const details = [
    {
      Icon: Phone,
      key: 'phone',
      value: settings.phone,
      href: `tel:${settings.phone.replace(/[^+\d]/g, '')}`,
    },
    {
      Icon: Mail,
      key: 'email',
      value: settings.email,
      // A stored value that is not an address (one published before addresses were checked)
      // is shown as text, never put into a mailto: link.
      href: isEmailAddress(settings.email) ? `mailto:${settings.email}` : undefined,
    },
    { Icon: MapPin, key: 'address', value: formatAddress(settings.address), href: undefined },
  ] as const;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-16 border-t border-border bg-card/40 py-24', className)}
    >
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={texts.eyebrow}
            title={texts.heading}
            description={texts.intro}
          />
          <ul className="mt-10 space-y-6">
            {details.map(({ Icon, key, value, href }) => (
              <li key={key} className="flex items-start gap-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="text-sm text-muted-foreground">{t[key]()}</p>
                  <p className="mt-0.5 font-medium" data-testid={`contact-${key}`}>
                    {href ? (
                      <a href={href} className="hover:text-primary">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {(formHeading || formNote) && (
            <div className="mb-6">
              {formHeading && <h3 className="text-lg font-semibold">{formHeading}</h3>}
              {formNote && <p className="mt-1 text-sm text-muted-foreground">{formNote}</p>}
            </div>
          )}
          <LeadForm kind="contact" facts={contact} />
        </div>
      </div>
    </section>
  );
}
