import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { LeadFormSpec } from '@shared/lead-kinds/types';
import type { LeadAttribution } from '@shared/schemas/analytics';
import type { Created } from '@shared/schemas/leads';
import type { LeadsRepository, NewAttachment, NewLead } from '../../repositories/leads-repository';
import { leadColumnsOf, type IntakeContext, type LeadBody, type LeadColumns } from './lead-columns';
import type { LeadDelivery } from './lead-delivery';
import type { SpamAllowance } from './spam-allowance';
import type { SpamCheck } from './spam-check';
import { newLeadMeta } from './submission';

/**
 * What a kind with outcomes (a registration: registered or waitlisted) answers for spam that was
 * counted, not stored: its first, as a stored lead's 201 would say one.
 */
function firstOutcome(kind: LeadKind): { status?: string } {
  const form: LeadFormSpec = LEAD_KIND_SPECS[kind].form;
  const [first] = Object.keys(form.outcomes ?? {});
  return first ? { status: first } : {};
}

/**
 * A public form's submission, stored durably: its columns, why it is spam (if it is), the row,
 * and the notification channels the delivery rules give it, queued in the same transaction.
 */
export function createLeadIntake(
  deps: {
    leads: LeadsRepository;
    spamCheck: SpamCheck;
    /** How much of one sender's spam is stored a day (the rest is counted). */
    spamAllowance: SpamAllowance;
    delivery: LeadDelivery;
    /** Removes files from disk (those of spam). */
    discard: (files: readonly NewAttachment[]) => void;
  } & IntakeContext,
) {
  const { leads, spamCheck, spamAllowance, delivery, discard } = deps;
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
     * the visit the server counted it in (services/analytics/), null for none; `sender`: the
     * client's address key (lib/address-key.ts), read only for spam. Answers the stored lead's
     * id, reference and time (`created`, as the 201 sends it), its columns (what it named: a
     * document) and whether it is spam.
     */
    async submit<K extends LeadKind>(
      kind: K,
      body: LeadBody<K>,
      files: NewAttachment[] = [],
      visit: LeadAttribution | null = null,
      sender: () => string = () => '',
    ): Promise<{ created: Created; columns: LeadColumns<K>; spam: boolean }> {
      const columns = leadColumnsOf(kind, body, deps);
      const language = deps.languageOf(body.language);
      const meta = newLeadMeta(body, await spamCheck(body), visit, language);
      // Spam past its sender's share of the day is counted, not stored: the same 201 shape.
      if (meta.status === 'spam' && !spamAllowance.take(sender())) {
        discard(files);
        // Copied, not spread (as below): a counted spam flood takes this path on every request.
        const created = Object.assign({}, await leads.countNotStored(kind), firstOutcome(kind));
        return { created, columns, spam: true };
      }
      // Copied into a fresh object, not spread: on Node 20 `{ ...a, ...b }` (or `{ ...a, b }`)
      // cost 1-6 us per lead on the main thread, and as much again in garbage collection
      // (docs/performance-log.md, section 21).
      const values = Object.assign({}, columns, meta) as NewLead<K>;
      // Every kind's form has the requester's address: the acknowledgement goes to it.
      const channels = delivery.channelsForNew(kind, values as NewLead<K> & { email: string });
      const created = await leads.create(kind, values, channels, kept(values, files));
      return { created, columns, spam: meta.status === 'spam' };
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
