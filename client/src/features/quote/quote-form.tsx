import {
  formatBytes,
  QUOTE_ATTACHMENT_RULES as FILES,
  typeList,
} from '@shared/schemas/attachments';
import { LIMITS } from '@shared/schemas/limits';
import { useEffect, useRef } from 'react';
import { HoneypotField } from '~/components/honeypot-field';
import { SentReference } from '~/components/sent-reference';
import { FilePicker } from '~/components/ui/file-picker';
import { Button } from '~/components/ui/button';
import { controlClasses, FieldShell, InputField, TextareaField } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { useLeadForm } from '~/lib/use-lead-form';

export const QUOTE_SUCCESS_TOAST = {
  title: 'Quote Request Sent!',
  description: "We'll be in touch with a quote shortly.",
};

/**
 * The quote request form: company and phone optional; `services` are its choices of service (the
 * published services, then Other), `chosenService` the one chosen at first.
 */
export function QuoteForm({
  services,
  chosenService,
}: {
  services: readonly string[];
  chosenService?: string | undefined;
}) {
  const { formRef, onSubmit, onChange, onFocus, submitting, errors, reference, clearError } =
    useLeadForm('quote', QUOTE_SUCCESS_TOAST);
  const serviceRef = useRef<HTMLSelectElement>(null);
  // Chosen once mounted: the prerendered page knows no query string, and hydration leaves the
  // select as the HTML had it. A service the visitor picked meanwhile stays theirs.
  useEffect(() => {
    const select = serviceRef.current;
    if (select && chosenService && select.value === '') select.value = chosenService;
  }, [chosenService]);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      onChange={onChange}
      aria-label="Quote request form"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <InputField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        error={errors.name}
        maxLength={LIMITS.name}
      />
      <InputField
        label="Company Name (optional)"
        name="company_name"
        autoComplete="organization"
        error={errors.company_name}
        maxLength={LIMITS.companyName}
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
      <div className="sm:col-span-2">
        <FieldShell label="Service of Interest" error={errors.service_interest}>
          {({ id, describedBy }) => (
            <select
              ref={serviceRef}
              id={id}
              name="service_interest"
              required
              defaultValue=""
              aria-invalid={errors.service_interest ? true : undefined}
              aria-describedby={describedBy}
              className={cn(controlClasses, 'h-10')}
            >
              <option value="" disabled>
                Select a service
              </option>
              {services.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          label="Project Details"
          name="project_details"
          required
          rows={6}
          maxLength={LIMITS.projectDetails}
          error={errors.project_details}
          hint="Sites, scale, timeline and any constraints we should know about."
        />
      </div>
      <div className="min-w-0 sm:col-span-2">
        <FilePicker
          rules={FILES}
          label="Attachments (optional)"
          hint={`An RFP, site plans or drawings: up to ${FILES.maxFiles} files (${typeList(FILES.types)}), ${formatBytes(FILES.maxTotalBytes)} together.`}
          error={errors.attachments}
          onChange={() => clearError(FILES.field)}
        />
      </div>
      <HoneypotField />
      {/* Toasts keep clear of the button and the reference (components/ui/toaster.tsx). */}
      <div
        data-toast-clear
        className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center"
      >
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Submitting...' : 'Request a Quote'}
        </Button>
        <SentReference reference={reference} noun="request" />
      </div>
    </form>
  );
}
