import type { FastifyBaseLogger } from 'fastify';
import type { OutboxChannel } from '@shared/schemas/leads';
import type { NotificationRetry } from '../../config/background-work';
import type {
  NotificationOutboxRepository,
  OutboxEntry,
} from '../../repositories/notification-outbox-repository';
import type { LeadForMail } from './lead-mail';
import { mayBeSentOn } from '../leads/lead-delivery';
import { nextRetryAt } from './retry-schedule';

/** Delivers a lead on one channel (the e-mail, the webhook). */
export interface LeadSender {
  /**
   * Resolves once the receiver accepted the lead, or with 'nothing to send' when the lead no
   * longer needs it (a reminder to someone who gave up the seat): the row then goes, unsent.
   * Rejects on any failure.
   */
  send(item: LeadForMail): Promise<void | 'nothing to send'>;
  /** A one-line description of a failure for last_error and the log, without credentials. */
  describeError(error: unknown): string;
  /** Closes pooled connections. */
  close(): void;
}

/** A mail to a person of the firm (a review asked for or answered), written when queued. */
export interface StaffMail {
  to: string;
  subject: string;
  text: string;
}

export interface StaffMailSender {
  send(mail: StaffMail): Promise<void>;
  describeError(error: unknown): string;
  close(): void;
}

export interface OutboxWorkerOptions {
  outbox: NotificationOutboxRepository;
  /** The lead an outbox row points at, as it is now; undefined when it was deleted meanwhile. */
  loadLead(kind: NonNullable<OutboxEntry['lead_kind']>, id: string): LeadForMail | undefined;
  /** Told after each notification the receiver accepted (the lead's timeline records it). */
  onSent?(entry: OutboxEntry): void;
  /** The configured channels; rows of another channel (turned off since) wait untouched. */
  senders: Partial<Record<OutboxChannel, LeadSender>>;
  /** The `staff` channel's sender, when mail is configured (SMTP_URL and a sender address). */
  staff?: StaffMailSender;
  now: () => number;
  retry: NotificationRetry;
  log: FastifyBaseLogger;
  random?: () => number;
  /** Safety-net poll even without a wake-up (ms). */
  pollIntervalMs?: number;
  /** Rows read per query. */
  batchSize?: number;
  /** How long stop() lets an in-flight send finish before closing the connections (ms). */
  shutdownGraceMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /** New work was committed: run a pass now (or right after the current one). */
  wake(): void;
  /** Runs a pass and resolves when no pass is running any more; for tests and scripts. */
  drain(): Promise<void>;
  /** Stops the timer, lets an in-flight send finish (bounded), closes the senders. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox's due notifications one at a time, whatever their channel. Single-flight: a
 * wake-up during a pass schedules one more pass instead of a concurrent one, so a row is never
 * sent twice by this process. Delivery is at least once: a crash between the receiver's "OK"
 * (SMTP 250, HTTP 2xx) and the UPDATE sends that one notification again at the next start.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, loadLead, senders, staff, now, retry, log } = options;
  const channels: OutboxEntry['channel'][] = [
    ...(Object.keys(senders) as OutboxChannel[]),
    ...(staff ? (['staff'] as const) : []),
  ];
  const random = options.random ?? Math.random;
  const pollIntervalMs = options.pollIntervalMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const shutdownGraceMs = options.shutdownGraceMs ?? 5_000;

  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** What sending the row takes, or null when there is nothing (left) to send. */
  function delivery(entry: OutboxEntry): {
    send: () => Promise<void | 'nothing to send'>;
    describeError: (e: unknown) => string;
  } | null {
    if (entry.channel === 'staff') {
      const { recipient: to, subject, body: text } = entry;
      if (!staff || !to || !subject || !text) return null;
      return { send: () => staff.send({ to, subject, text }), describeError: staff.describeError };
    }
    const item = entry.lead_kind && entry.lead_id && loadLead(entry.lead_kind, entry.lead_id);
    // Deleted meanwhile, or marked spam by an admin before its mail went out (for instance while
    // SMTP was down): nothing to send, as for a honeypot lead, which never gets an outbox row.
    if (!item || !mayBeSentOn(item.lead)) {
      outbox.remove(entry.id);
      return null;
    }
    const sender = senders[entry.channel];
    if (!sender) return null; // due() only returns rows of configured channels
    return { send: () => sender.send(item), describeError: sender.describeError };
  }

  async function deliver(entry: OutboxEntry): Promise<void> {
    const work = delivery(entry);
    if (!work) return;
    const attempts = entry.attempts + 1;
    const what = entry.channel === 'staff' ? 'staff mail' : 'lead notification';
    const context = {
      channel: entry.channel,
      ...(entry.channel === 'staff'
        ? { outbox_id: entry.id }
        : { lead_kind: entry.lead_kind, lead_id: entry.lead_id }),
      attempts,
    };
    try {
      if ((await work.send()) === 'nothing to send') {
        outbox.remove(entry.id);
        return;
      }
    } catch (error) {
      const reason = work.describeError(error);
      const retryAt = nextRetryAt(attempts, now(), retry, random);
      outbox.markAttemptFailed(entry.id, attempts, reason, retryAt);
      if (retryAt === null) log.error({ ...context, reason }, `${what} failed for good`);
      else log.warn({ ...context, reason, retry_at: new Date(retryAt) }, `${what} failed`);
      return;
    }
    outbox.markSent(entry.id, attempts);
    log.info(context, `${what} sent`);
    if (entry.channel === 'staff') return;
    try {
      options.onSent?.(entry);
    } catch (error) {
      log.error({ ...context, err: error }, 'recording a sent notification failed');
    }
  }

  async function pass(): Promise<void> {
    // Each row at most once per pass, even if a zero backoff made it due again at once.
    const seen = new Set<number>();
    while (!stopped) {
      const due = outbox.due(batchSize, channels).filter((entry) => !seen.has(entry.id));
      if (due.length === 0) return;
      for (const entry of due) {
        if (stopped) return;
        seen.add(entry.id);
        await deliver(entry);
      }
    }
  }

  function scheduleNext(): void {
    clearTimeout(timer);
    if (stopped) return;
    let delay = pollIntervalMs;
    try {
      const next = outbox.nextDueAt(channels);
      if (next !== null) delay = Math.min(Math.max(next - now(), 1_000), pollIntervalMs);
    } catch (error) {
      log.error({ err: error }, 'notification outbox unreadable');
    }
    timer = setTimeout(wake, delay);
    // The timer alone never keeps the process alive (shutdown must not wait for it).
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'notification pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        } else scheduleNext();
      });
  }

  return {
    start() {
      stopped = false;
      // Rows left pending by the previous run are sent now.
      wake();
    },
    wake,
    async drain() {
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise((resolve) => (grace = setTimeout(resolve, shutdownGraceMs).unref())),
        ]);
        clearTimeout(grace);
      }
      for (const sender of Object.values(senders)) sender.close();
      staff?.close();
    },
  };
}
