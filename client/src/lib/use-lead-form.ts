import type { LeadKind } from '@shared/schemas/leads';
import english from '@shared/messages/compiled/en/forms.js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast, type ToastInput } from '~/lib/toast-store';
import type { FieldErrors } from './form-errors';
import { useMessages } from './messages';
import { useSiteFrame } from './site-data';
import { failedToast, HONEYPOT_NAME, type SentOutcome } from './submission';
import { visitAttribution } from './visit-attribution';

/** Whether a person already typed into the form (before the page's script had even loaded). */
function hasInput(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  for (const [key, value] of new FormData(form)) {
    if (key !== HONEYPOT_NAME && typeof value === 'string' && value.trim() !== '') return true;
  }
  return false;
}

const loadSubmit = () => import('./submit-lead');

/**
 * The states of the public lead forms: idle -> submitting -> idle, the button disabled while a
 * submission is in flight. Validation, sending and what follows run in submit-lead.ts (loaded
 * on the form's first focus, `sendForm`): on success the form resets, `success` shows and the
 * reference (with the link a download request hands out) stays in the form (scrolled into
 * sight) until the next edit; on failure the destructive toast shows, with the field errors
 * inline and the first one focused.
 */
export function useLeadForm(kind: LeadKind, success: ToastInput) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The last lead sent from this form (its reference, its link), shown until the next edit. */
  const [sent, setSent] = useState<SentOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Whom a visitor writes to when the form cannot be sent from this page. */
  const { settings, locale } = useSiteFrame();
  const firmEmail = settings.email;
  const t = useMessages('forms', english);
  // When the form appeared, for the time-to-submit spam signal. On a slow phone a person may type
  // into the prerendered form before it hydrates: then the page's own start (0) is the fair one.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = hasInput(formRef.current) ? 0 : performance.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      // Taken at the click, not once the submit module is here.
      const context = {
        ...visitAttribution(),
        time_to_submit_ms: Math.round(performance.now() - shownAt.current),
      };
      const submit = await loadSubmit();
      await submit.sendForm(kind, form, context, {
        success,
        firmEmail,
        locale,
        sent: (outcome) => {
          shownAt.current = performance.now();
          setErrors({});
          // On the page before the toast, so the toast can keep clear of it.
          flushSync(() => setSent(outcome));
        },
        refused: setErrors,
      });
    } catch {
      toast(failedToast(t)); // The submit module itself failed to load.
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
    setSent(null);
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      clearError(target.name);
    }
  };

  /**
   * Starts loading the validation and API code as soon as the visitor reaches the form, and gets
   * the form ready (the spam challenge starts solving while the visitor types).
   */
  const onFocus = () => void loadSubmit().then((submit) => submit.prepareForm(formRef.current));

  return { formRef, onSubmit, onChange, onFocus, submitting, errors, sent, clearError };
}
