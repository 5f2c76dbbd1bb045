import { CV_RULES, formatBytes, typeList } from '@shared/schemas/attachments';
import { LIMITS } from '@shared/schemas/limits';
import { HoneypotField } from '~/components/honeypot-field';
import { Button } from '~/components/ui/button';
import { FilePicker } from '~/components/ui/file-picker';
import { InputField, TextareaField } from '~/components/ui/field';
import { useLeadForm } from '~/lib/use-lead-form';
import { SentReference } from '~/components/sent-reference';

export const APPLICATION_SUCCESS_TOAST = {
  title: 'Application Sent!',
  description: 'Thank you: our hiring team reads every application in person.',
};

/**
 * The application for one opening: the same states, inline errors and toasts as the quote form,
 * with the CV (PDF, DOCX or ODT) sent beside the fields, and the reference shown once sent.
 */
export function ApplicationForm({ openingId, title }: { openingId: number; title: string }) {
  const { formRef, onSubmit, onChange, onFocus, submitting, errors, reference, clearError } =
    useLeadForm('application', APPLICATION_SUCCESS_TOAST);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      onChange={onChange}
      aria-label={`Application for ${title}`}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="opening" value={openingId} />
      <InputField
        label="Full Name"
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
      <InputField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        maxLength={LIMITS.phone}
      />
      <div className="min-w-0 sm:col-span-2">
        <FilePicker
          rules={CV_RULES}
          label="CV"
          hint={`${typeList(CV_RULES.types)}, at most ${formatBytes(CV_RULES.maxTotalBytes)}.`}
          error={errors.cv ?? errors.opening}
          onChange={() => clearError(CV_RULES.field)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          label="Cover Letter (optional)"
          name="cover_letter"
          rows={6}
          maxLength={LIMITS.coverLetter}
          error={errors.cover_letter}
          hint="Why this role, and what you would bring to it."
        />
      </div>
      <HoneypotField />
      {/* Toasts keep clear of the button and the reference (components/ui/toaster.tsx). */}
      <div
        data-toast-clear
        className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center"
      >
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Submitting...' : 'Send Application'}
        </Button>
        <SentReference reference={reference} noun="application" />
      </div>
    </form>
  );
}
