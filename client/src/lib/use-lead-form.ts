import type { LeadKind } from '@shared/schemas/leads';
import { useRef, useState, type FormEvent } from 'react';
import { toast, type ToastInput } from '~/lib/toast-store';
import type { FieldErrors } from './form-errors';
import { FAILURE_TOAST, type SubmissionOutcome } from './submission';

const loadSubmit = () => import('./submit-lead');

/**
 * The states of the contact and quote forms: idle -> submitting -> idle, the button disabled
 * while a submission is in flight. Validation and sending run in submit-lead.ts (loaded on the
 * form's first focus); on success the form resets and `success` shows; on failure the
 * destructive toast shows, with the field errors inline and the first one focused.
 */
export function useLeadForm(kind: LeadKind, success: ToastInput) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const form = formRef.current;
    const first = Object.keys(fieldErrors)[0];
    if (form && first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string') values[key] = value;
    setSubmitting(true);
    try {
      const outcome: SubmissionOutcome = await (await loadSubmit()).submitLead(kind, values);
      if (outcome.kind === 'sent') {
        form.reset();
        setErrors({});
        toast(success);
      } else {
        setErrors(outcome.errors);
        focusFirstError(outcome.errors);
        if (outcome.kind === 'failed') toast(FAILURE_TOAST);
      }
    } catch {
      toast(FAILURE_TOAST); // The submit module itself failed to load.
    } finally {
      setSubmitting(false);
    }
  };

  /** Clears a field's error as soon as the visitor edits it. */
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      clearError(target.name);
    }
  };

  /** Starts loading the validation and API code as soon as the visitor reaches the form. */
  const onFocus = () => void loadSubmit();

  return { formRef, onSubmit, onChange, onFocus, submitting, errors };
}
