import { LIMITS } from '@shared/schemas/limits';
import { Send } from 'lucide-react';
import { HoneypotField } from '~/components/honeypot-field';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/field';
import { useLeadForm } from '~/lib/use-lead-form';

const loadApi = () => import('./api/create-contact-submission');

export const CONTACT_SUCCESS_TOAST = {
  title: 'Message Sent!',
  description: "We'll get back to you shortly.",
};

/** The contact form (spec sections 2, 4, 5, 8). */
export function ContactForm() {
  const { formRef, onSubmit, onChange, submitting, errors } = useLeadForm(
    async (values, context) => (await loadApi()).createContactSubmission(values, context),
    CONTACT_SUCCESS_TOAST,
  );
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      // Fetch validation and the API client as soon as the visitor starts filling in the form.
      onFocus={() => void loadApi()}
      onChange={onChange}
      aria-label="Contact form"
      className="relative space-y-5"
    >
      <InputField
        label="Name"
        name="name"
        autoComplete="name"
        required
        error={errors.name}
        maxLength={LIMITS.name}
      />
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        maxLength={LIMITS.email}
      />
      <TextareaField
        label="Message"
        name="message"
        required
        error={errors.message}
        rows={5}
        maxLength={LIMITS.message}
      />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? 'Sending...' : 'Send Message'}
        {!submitting && <Send className="h-4 w-4" aria-hidden="true" />}
      </Button>
    </form>
  );
}
