import { PageHeader } from '~/components/page-header';
import { sectionIds } from '~/config/paths';
import { ContactSection } from '~/features/contact/contact-section';
import type { PageProps } from '~/lib/site-data';

/** /contact: the firm's details and the contact form, whatever the home page shows. */
export default function ContactPage({ view: { texts } }: PageProps<'contact'>) {
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.heading}>
        <p>{texts.intro}</p>
      </PageHeader>
      <ContactSection
        id={sectionIds.contact}
        texts={{ eyebrow: 'Details', heading: 'How to reach us', intro: '' }}
        formHeading={texts.formHeading}
        formNote={texts.formNote}
        className="border-t-0 bg-transparent py-16"
      />
    </>
  );
}
