import type { Messages } from '@shared/messages/catalogues';
import type { FieldErrors } from './form-errors';

// What a form submission ended with. The submit function (lib/submit-lead.ts) validates with the
// shared zod schema first, then calls the API; forms turn the outcome into inline errors and toasts.
export type SubmissionOutcome =
  /**
   * `status`: how the server stored it, for a kind that says (an event registration); `said`:
   * the line the form keeps beside the reference ("Your message is in.", "... waiting list.");
   * `url`: the link a request hands out (a gated document's), when its kind has one.
   */
  | {
      kind: 'sent';
      reference: string;
      status?: string | undefined;
      said: string;
      url: string | null;
    }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'failed'; errors: FieldErrors; error?: string };
export type SentOutcome = Extract<SubmissionOutcome, { kind: 'sent' }>;

/** The toast of a form that could not be sent, in the site's language (`forms`). */
export const failedToast = (t: Messages['forms']) =>
  ({ title: t.failedTitle(), description: t.failedText(), variant: 'destructive' }) as const;

/**
 * What a form sends besides its fields: where the visit came from (lib/visit-attribution.ts) and
 * how long the form took to fill in (a spam signal); submit-lead.ts adds the solved
 * proof-of-work challenge when it is on (lib/altcha-guard.ts).
 */
export interface SubmissionContext {
  source_page: string;
  referrer_domain?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  time_to_submit_ms: number;
}

/** Props of the hidden honeypot input (see shared/schemas/fields.ts: honeypotField). */
export const HONEYPOT_NAME = 'website';
