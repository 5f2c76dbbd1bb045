import type { z } from 'zod';
import type {
  contactSubmissionInputSchema,
  LeadKind,
  LeadStatus,
  quoteRequestInputSchema,
} from '@shared/schemas/leads';
import type { NewContact, NewQuote } from '../../repositories/leads-repository';

/** The hidden honeypot field: people leave it empty, bots fill it in. Bot leads are kept as spam. */
export function statusOf(honeypot: string | undefined): LeadStatus {
  return (honeypot ?? '').trim() !== '' ? 'spam' : 'new';
}

/** Optional text fields: an empty string means "not given" and is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

type ContactBody = z.output<typeof contactSubmissionInputSchema>;
type QuoteBody = z.output<typeof quoteRequestInputSchema>;

/** What a public form's validated body becomes in the database, for each kind of lead. */
export const leadIntake = {
  contact: (input: ContactBody): NewContact => ({
    name: input.name,
    email: input.email,
    message: input.message,
    status: statusOf(input.website),
  }),
  quote: (input: QuoteBody): NewQuote => ({
    name: input.name,
    company_name: emptyToNull(input.company_name),
    email: input.email,
    phone: emptyToNull(input.phone),
    service_interest: input.service_interest,
    project_details: input.project_details,
    status: statusOf(input.website),
  }),
} satisfies Record<LeadKind, (input: never) => unknown>;
