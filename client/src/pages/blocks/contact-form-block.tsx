import { ContactSection } from '~/features/contact/contact-section';
import type { BlockProps } from './block-props';

/** The contact form beside the firm's details (the form block's contact form). */
export default function ContactFormBlock({ block: { data }, sectionId }: BlockProps<'form'>) {
  return (
    <ContactSection
      id={sectionId}
      texts={data.texts}
      formHeading={data.formHeading}
      formNote={data.formNote}
    />
  );
}
