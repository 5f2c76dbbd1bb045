import type { z } from 'zod';
import type {
  contactSubmissionInputSchema,
  LeadKind,
  quoteRequestInputSchema,
  SpamReason,
} from '@shared/schemas/leads';
import type { NewContact, NewQuote } from '../../repositories/leads-repository';
import { newLeadMeta } from './submission';

/** Optional text fields: an empty string means "not given" and is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

type ContactBody = z.output<typeof contactSubmissionInputSchema>;
type QuoteBody = z.output<typeof quoteRequestInputSchema>;

/**
 * What a public form's validated body becomes in the database, for each kind of lead, given
 * why it is spam (services/leads/spam-check.ts; null for a person's lead).
 */
export const leadIntake = {
  contact: (input: ContactBody, spamReason: SpamReason | null): NewContact => ({
    name: input.name,
    email: input.email,
    message: input.message,
    ...newLeadMeta(input, spamReason),
  }),
  quote: (input: QuoteBody, spamReason: SpamReason | null): NewQuote => ({
    name: input.name,
    company_name: emptyToNull(input.company_name),
    email: input.email,
    phone: emptyToNull(input.phone),
    service_interest: input.service_interest,
    project_details: input.project_details,
    ...newLeadMeta(input, spamReason),
  }),
} satisfies Record<LeadKind, (input: never, spamReason: SpamReason | null) => unknown>;
