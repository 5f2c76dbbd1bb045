import type { FastifyBaseLogger } from 'fastify';
import type { FirmNamesOf } from './firm';
import { sendOneMail, type OneOffMailSettings } from './one-off-mail';

/** A scheduled publish that failed, as its mail tells it. */
export interface FailedSchedule {
  version: number;
  /** When it was due, read in the site's zone ("1 Dec 2026, 09:00"). */
  dueLocal: string;
  timeZone: string;
  error: string;
}

/** The mail to whoever scheduled it: what did not go live, why, and where to act. */
export function renderScheduleFailure(
  firm: string,
  failed: FailedSchedule,
  adminUrl: string | null,
): { subject: string; text: string } {
  return {
    subject: `Scheduled publish failed: version ${failed.version} of the ${firm} website`,
    text:
      `Version ${failed.version} of the ${firm} website was scheduled to go live on ` +
      `${failed.dueLocal} (${failed.timeZone}), and was not published:\n\n` +
      `${failed.error}\n\n` +
      'The live site is unchanged. ' +
      (adminUrl
        ? `Open the schedules to look into it and schedule it again:\n${adminUrl}\n`
        : 'Open Schedules in the admin area to look into it and schedule it again.\n'),
  };
}

export interface ScheduleFailureMailer {
  /** Mails `to`; never waits, never throws. */
  notify(to: string, failed: FailedSchedule): void;
  /** Resolves when every mail sent so far has gone out or failed (tests, shutdown). */
  drain(): Promise<void>;
}

/**
 * Failed scheduled publishes mailed to who scheduled them (SMTP_URL with NOTIFY_FROM); null
 * settings send nothing. Not queued: the schedule's row, the dashboard and the audit trail are
 * the durable record, the mail is the alarm; a failed send is logged (warn).
 */
export function createScheduleFailureMailer(
  settings: OneOffMailSettings | null,
  firm: FirmNamesOf,
  adminUrl: string | null,
  log: FastifyBaseLogger,
): ScheduleFailureMailer {
  const inFlight = new Set<Promise<void>>();
  return {
    notify(to, failed) {
      if (!settings) return;
      const mail = renderScheduleFailure(firm().name, failed, adminUrl);
      const sent = sendOneMail(settings, { to, ...mail }).then((failure) => {
        if (failure) {
          log.warn(
            { event: 'schedule_failure_mail_failed', error: failure },
            'scheduled-publish failure e-mail failed',
          );
        }
      });
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
    },
    async drain() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
