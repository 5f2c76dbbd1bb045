import type { z } from 'zod';
import type { LeadKind } from '@shared/lead-kinds';
import type { LeadAttribution } from '@shared/schemas/analytics';
import type { LEAD_SCHEMAS } from '@shared/schemas/lead-kind-schemas';
import type { Created } from '@shared/schemas/leads';
import { ApiError } from '../../lib/api-error';
import type { LeadsRepository, NewAttachment, NewLead } from '../../repositories/leads-repository';
import type { LeadDelivery } from './lead-delivery';
import type { SpamCheck } from './spam-check';
import { newLeadMeta } from './submission';

/** Optional text fields: an empty string means "not given" and is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** A kind's public form, validated. */
export type LeadBody<K extends LeadKind> = z.output<(typeof LEAD_SCHEMAS)[K]['input']>;

/** An opening of the published content, as an application names it. */
export interface OpeningRef {
  id: number;
  title: string;
}

/** What a form may name that lives elsewhere: the openings and services of the live content. */
export interface IntakeContext {
  /** The opening of the live content with this id; undefined when none is published. */
  findOpening: (id: number) => OpeningRef | undefined;
  /** What a quote request may name: the live services' titles, then Other (service-options.ts). */
  serviceChoices: () => readonly string[];
}

const unknownOpening = () => {
  const message = 'This position is not open (any more): choose one of the open positions';
  return new ApiError(400, 'validation_failed', message, {
    issues: [{ path: 'opening', message }],
  });
};

const unknownService = (choices: readonly string[]) => {
  const message = `Choose a service of interest: ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
  return new ApiError(400, 'validation_failed', message, {
    issues: [{ path: 'service_interest', message }],
  });
};

/**
 * What a public form's validated body becomes in its kind's columns (lead-tables.ts), or a 400
 * when it names something that is not there. Before the spam check, which spends the form's
 * proof of work: a mistake of the visitor's costs them no new challenge.
 */
export const leadColumnsOf = {
  contact: (input) => ({ name: input.name, email: input.email, message: input.message }),
  quote: (input, { serviceChoices }) => {
    const choices = serviceChoices();
    if (!choices.includes(input.service_interest)) throw unknownService(choices);
    return {
      name: input.name,
      company_name: emptyToNull(input.company_name),
      email: input.email,
      phone: emptyToNull(input.phone),
      service_interest: input.service_interest,
      project_details: input.project_details,
    };
  },
  application: (input, { findOpening }) => {
    const opening = findOpening(input.opening);
    if (!opening) throw unknownOpening();
    return {
      name: input.name,
      email: input.email,
      phone: emptyToNull(input.phone),
      opening_id: opening.id,
      opening_title: opening.title,
      cover_letter: emptyToNull(input.cover_letter),
    };
  },
} satisfies {
  [K in LeadKind]: (
    input: LeadBody<K>,
    context: IntakeContext,
  ) => Omit<NewLead<K>, keyof ReturnType<typeof newLeadMeta>>;
};

/**
 * A public form's submission, stored durably: its columns, why it is spam (if it is), the row,
 * and the notification channels the delivery rules give it, queued in the same transaction.
 */
export function createLeadIntake(
  deps: {
    leads: LeadsRepository;
    spamCheck: SpamCheck;
    delivery: LeadDelivery;
    /** Removes files from disk (those of spam). */
    discard: (files: readonly NewAttachment[]) => void;
  } & IntakeContext,
) {
  const { leads, spamCheck, delivery, discard } = deps;
  /**
   * The files a new lead keeps: none for spam, so uploads filed as spam cannot fill
   * the disk for the 30 days spam is kept; the lead itself is stored as always.
   */
  const kept = (values: { status: string }, files: NewAttachment[]) => {
    if (values.status !== 'spam') return files;
    discard(files);
    return [];
  };
  return {
    /**
     * `files`: the attachments already on disk (lead-files.ts), stored with the lead; `visit`:
     * the visit the server counted it in (services/analytics/), null for none.
     */
    async submit<K extends LeadKind>(
      kind: K,
      body: LeadBody<K>,
      files: NewAttachment[] = [],
      visit: LeadAttribution | null = null,
    ): Promise<Created> {
      const columnsOf = leadColumnsOf[kind] as unknown as (
        input: LeadBody<K>,
        context: IntakeContext,
      ) => Omit<NewLead<K>, keyof ReturnType<typeof newLeadMeta>>;
      const columns = columnsOf(body, deps);
      const meta = newLeadMeta(body, await spamCheck(body), visit);
      const values = { ...columns, ...meta } as NewLead<K>;
      // Every kind's form has the requester's address: the acknowledgement goes to it.
      const channels = delivery.channelsForNew(values as NewLead<K> & { email: string });
      return leads.create(kind, values, channels, kept(values, files));
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
