import { PageHeader } from '~/components/page-header';
import { sectionIds } from '~/config/paths';
import { ContactSection } from '~/features/contact/contact-section';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** /contact: the firm's details and the contact form, whatever the home page shows. */
export default function ContactPage({ view: { texts } }: PageProps<'contact'>) {
  const t = useMessages('pages', english);
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.heading}>
        <p>{texts.intro}</p>
      </PageHeader>
      <ContactSection
        id={sectionIds.contact}
        texts={{ eyebrow: t.contactDetails(), heading: t.contactHeading(), intro: '' }}
        formHeading={texts.formHeading}
        formNote={texts.formNote}
        className="border-t-0 bg-transparent py-16"
      />
    </>
  );
}
