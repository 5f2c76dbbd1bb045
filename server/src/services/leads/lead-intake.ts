import type { z } from 'zod';
import type {
  contactSubmissionInputSchema,
  LeadKind,
  quoteRequestInputSchema,
  SpamReason,
} from '@shared/schemas/leads';
import type { Created } from '@shared/schemas/leads';
import type { LeadsRepository, NewContact, NewQuote } from '../../repositories/leads-repository';
import type { LeadDelivery } from './lead-delivery';
import type { SpamCheck } from './spam-check';
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

/**
 * A public form's submission, stored durably: why it is spam (if it is), the row, and the
 * notification channels the delivery rules give it, queued in the same transaction.
 */
export function createLeadIntake(deps: {
  leads: LeadsRepository;
  spamCheck: SpamCheck;
  delivery: LeadDelivery;
}) {
  const { leads, spamCheck, delivery } = deps;
  return {
    async contact(body: ContactBody): Promise<Created> {
      const values = leadIntake.contact(body, await spamCheck(body));
      return leads.createContact(values, delivery.channelsForNew(values));
    },
    async quote(body: QuoteBody): Promise<Created> {
      const values = leadIntake.quote(body, await spamCheck(body));
      return leads.createQuote(values, delivery.channelsForNew(values));
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
