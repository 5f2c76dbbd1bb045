import type { LeadKind } from '@shared/lead-kinds';
import type { LeadAttribution } from '@shared/schemas/analytics';
import type { Created } from '@shared/schemas/leads';
import type { LeadsRepository, NewAttachment, NewLead } from '../../repositories/leads-repository';
import { leadColumnsOf, type IntakeContext, type LeadBody } from './lead-columns';
import type { LeadDelivery } from './lead-delivery';
import type { SpamCheck } from './spam-check';
import { newLeadMeta } from './submission';

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
      const columns = leadColumnsOf(kind, body, deps);
      const meta = newLeadMeta(body, await spamCheck(body), visit);
      const values = { ...columns, ...meta } as NewLead<K>;
      // Every kind's form has the requester's address: the acknowledgement goes to it.
      const channels = delivery.channelsForNew(kind, values as NewLead<K> & { email: string });
      return leads.create(kind, values, channels, kept(values, files));
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
