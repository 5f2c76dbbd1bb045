import { sendOneMail, type OneOffMailSettings } from './one-off-mail';
import type { StaffMailSender } from './outbox-worker';

/**
 * The outbox's `staff` channel: each mail over a short-lived connection (a few a day, to
 * colleagues); a failure is thrown for the worker, which retries it as it does a lead's.
 */
export function createStaffMailSender(settings: OneOffMailSettings): StaffMailSender {
  return {
    async send(mail) {
      const failure = await sendOneMail(settings, mail);
      if (failure) throw new Error(failure);
    },
    describeError: (error) => (error instanceof Error ? error.message : String(error)),
    close() {},
  };
}
