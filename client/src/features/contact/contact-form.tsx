import { LIMITS } from '@shared/schemas/limits';
import { Send } from 'lucide-react';
import { HoneypotField } from '~/components/honeypot-field';
import { SentReference } from '~/components/sent-reference';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/field';
import { useLeadForm } from '~/lib/use-lead-form';

export const CONTACT_SUCCESS_TOAST = {
  title: 'Message Sent!',
  description: "We'll get back to you shortly.",
};

/**
 * The contact form on the home page: name, e-mail and message, all required; once sent, its
 * reference stays beside the button until the visitor writes again.
 */
export function ContactForm() {
  const { formRef, onSubmit, onChange, onFocus, submitting, errors, reference } = useLeadForm(
    'contact',
    CONTACT_SUCCESS_TOAST,
  );
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      // Fetch validation and the API client as soon as the visitor starts filling in the form.
      onFocus={onFocus}
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
      {/* Toasts keep clear of the button and the reference (components/ui/toaster.tsx). */}
      <div data-toast-clear className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Sending...' : 'Send Message'}
          {!submitting && <Send className="h-4 w-4" aria-hidden="true" />}
        </Button>
        <SentReference reference={reference} noun="message" />
      </div>
    </form>
  );
}
