import type { z } from 'zod';
import type {
  contactSubmissionInputSchema,
  jobApplicationInputSchema,
  LeadKind,
  quoteRequestInputSchema,
  SpamReason,
} from '@shared/schemas/leads';
import type { Created } from '@shared/schemas/leads';
import { ApiError } from '../../lib/api-error';
import type {
  LeadsRepository,
  NewApplication,
  NewAttachment,
  NewContact,
  NewQuote,
} from '../../repositories/leads-repository';
import type { LeadDelivery } from './lead-delivery';
import type { SpamCheck } from './spam-check';
import { newLeadMeta } from './submission';

/** Optional text fields: an empty string means "not given" and is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

type ContactBody = z.output<typeof contactSubmissionInputSchema>;
type QuoteBody = z.output<typeof quoteRequestInputSchema>;
type ApplicationBody = z.output<typeof jobApplicationInputSchema>;

/** An opening of the published content, as an application names it. */
export interface OpeningRef {
  id: number;
  title: string;
}

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
  application: (
    input: ApplicationBody,
    spamReason: SpamReason | null,
    opening: OpeningRef,
  ): NewApplication => ({
    name: input.name,
    email: input.email,
    phone: emptyToNull(input.phone),
    opening_id: opening.id,
    opening_title: opening.title,
    cover_letter: emptyToNull(input.cover_letter),
    ...newLeadMeta(input, spamReason),
  }),
} satisfies Record<
  LeadKind,
  (input: never, spamReason: SpamReason | null, opening: OpeningRef) => unknown
>;

const unknownOpening = () => {
  const message = 'This position is not open (any more): choose one of the open positions';
  return new ApiError(400, 'validation_failed', message, {
    issues: [{ path: 'opening', message }],
  });
};

/**
 * A public form's submission, stored durably: why it is spam (if it is), the row, and the
 * notification channels the delivery rules give it, queued in the same transaction.
 */
export function createLeadIntake(deps: {
  leads: LeadsRepository;
  spamCheck: SpamCheck;
  delivery: LeadDelivery;
  /** The opening of the live content with this id; undefined when none is published. */
  findOpening: (id: number) => OpeningRef | undefined;
}) {
  const { leads, spamCheck, delivery, findOpening } = deps;
  return {
    async contact(body: ContactBody): Promise<Created> {
      const values = leadIntake.contact(body, await spamCheck(body));
      return leads.createContact(values, delivery.channelsForNew(values));
    },
    /** `files`: the attachments already on disk (lead-files.ts), stored with the request. */
    async quote(body: QuoteBody, files: NewAttachment[] = []): Promise<Created> {
      const values = leadIntake.quote(body, await spamCheck(body));
      return leads.createQuote(values, delivery.channelsForNew(values), files);
    },
    /** An application names an opening of the live content: another is a 400 naming it. */
    async application(body: ApplicationBody, files: NewAttachment[]): Promise<Created> {
      const opening = findOpening(body.opening);
      if (!opening) throw unknownOpening();
      const values = leadIntake.application(body, await spamCheck(body), opening);
      return leads.createApplication(values, delivery.channelsForNew(values), files);
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
