import type {
  LeadKind,
  LeadStatus,
  NotificationChannel,
  OutboxChannel,
} from '@shared/schemas/leads';
import { conflict } from '../../lib/api-error';

/**
 * The one owner of the rule "spam is never sent on": a lead filed as spam gets
 * no notification when it arrives, an admin cannot send one, the outbox drops a queued one when
 * the lead was marked spam meanwhile, and a lead marked "not spam" is sent on then.
 */
export function mayBeSentOn(lead: { status: LeadStatus }): boolean {
  return lead.status !== 'spam';
}

/** A stored lead as the delivery rules read it. */
interface DeliveredLead {
  status: LeadStatus;
  notification_status: string | null;
  webhook_status: string | null;
}

export interface LeadDeliveryOptions {
  /** The configured channels (e-mail, webhook). */
  channels: readonly NotificationChannel[];
  /**
   * Whether a new lead's requester is acknowledged (AUTO_REPLY; counted against the recipient's
   * limit when it is); absent when acknowledgements are off. Only on arrival: a lead an admin
   * marks "not spam" later is sent on to the firm, but its requester is not written to after the
   * fact.
   */
  acknowledge?: ((kind: LeadKind, lead: { email: string }) => boolean) | null;
  /** Queues the lead's notification on the channel (again) and wakes the worker. */
  queue(kind: LeadKind, leadId: string, channel: NotificationChannel): void;
}

export function createLeadDelivery({ channels, queue, acknowledge }: LeadDeliveryOptions) {
  const statusOn = (lead: DeliveredLead, channel: NotificationChannel) =>
    channel === 'email' ? lead.notification_status : lead.webhook_status;

  return {
    channels,

    /**
     * The channels a new lead is queued on (in the same transaction as the lead): the firm's,
     * and the requester's acknowledgement while their address has not had its share. None for
     * spam, so with the proof of work on (which AUTO_REPLY needs) only a lead that solved it is
     * acknowledged.
     */
    channelsForNew(kind: LeadKind, lead: { status: LeadStatus; email: string }): OutboxChannel[] {
      if (!mayBeSentOn(lead)) return [];
      return acknowledge?.(kind, lead) ? [...channels, 'acknowledgement'] : [...channels];
    },

    /**
     * An admin's "send again": 409 when the channel is off or the lead is spam. The caller has
     * found the lead.
     */
    resend(kind: LeadKind, leadId: string, lead: DeliveredLead, channel: NotificationChannel) {
      if (!channels.includes(channel)) {
        throw conflict(
          'notifications_off',
          channel === 'email'
            ? 'E-mail notifications are off: set SMTP_URL and NOTIFY_EMAIL on the server'
            : 'Webhooks are off: set WEBHOOK_URL and WEBHOOK_SECRET on the server',
        );
      }
      if (!mayBeSentOn(lead)) {
        throw conflict('lead_is_spam', 'Spam is never sent on: mark it as not spam first');
      }
      queue(kind, leadId, channel);
    },

    /**
     * After an admin changed a lead: one filed as spam on arrival was never sent on, so "not spam"
     * sends it now on each channel it has no notification on. True when something was queued.
     */
    afterChange(kind: LeadKind, leadId: string, before: DeliveredLead, after: DeliveredLead) {
      if (mayBeSentOn(before) || !mayBeSentOn(after)) return false;
      const pending = channels.filter((channel) => statusOn(after, channel) === null);
      for (const channel of pending) queue(kind, leadId, channel);
      return pending.length > 0;
    },
  };
}

export type LeadDelivery = ReturnType<typeof createLeadDelivery>;
