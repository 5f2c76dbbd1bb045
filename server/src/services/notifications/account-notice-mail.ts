import type { FastifyBaseLogger } from 'fastify';
import { mailTime } from './mail-time';
import { sendOneMail, type OneOffMailSettings } from './one-off-mail';

/** What happened to an account's sign-in factors, for the security notice mailed to it. */
export type AccountNotice =
  | { kind: 'totp_enrolled' }
  | { kind: 'totp_removed' }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'recovery_codes_replaced' }
  | { kind: 'failed_codes'; count: number };

/** Where and when, from the request that caused the notice. */
export interface NoticeOrigin {
  at: number;
  ip: string | null;
  userAgent: string | null;
}

/** How the auth services send a notice: to the account `userId`, about the request `context`. */
export type NotifyAccount = (
  context: { ip: string | null; userAgent: string | null },
  userId: string,
  notice: AccountNotice,
) => void;

export interface AccountNotifier {
  /** Sends the notice to the account's address; never waits, never throws. */
  notify(to: string, notice: AccountNotice, origin: NoticeOrigin): void;
  /** Resolves when every notice sent so far has gone out or failed (tests, shutdown). */
  drain(): Promise<void>;
}

function describe(notice: AccountNotice): string {
  switch (notice.kind) {
    case 'totp_enrolled':
      return 'An authenticator app was set up as the second step of your sign-in';
    case 'totp_removed':
      return 'The authenticator app was removed from your sign-in';
    case 'passkey_added':
      return `A passkey ("${notice.name}") was added to your account: it signs in on its own`;
    case 'passkey_removed':
      return `The passkey "${notice.name}" was removed from your account`;
    case 'recovery_codes_replaced':
      return 'New recovery codes were made; the old ones no longer work';
    case 'failed_codes':
      return `Your password was entered correctly, then ${notice.count} wrong codes of the second step in a row`;
  }
}

/** The notice as a plain-text mail: what, when, from where, and what to do if it was not you. */
export function renderAccountNotice(
  account: string,
  notice: AccountNotice,
  origin: NoticeOrigin,
  timeZone: string,
): { subject: string; text: string } {
  const what = describe(notice);
  const failed = notice.kind === 'failed_codes';
  // Values a request supplied stay on one line of their own (no header is built from them).
  const flat = (value: string | null) =>
    (value ?? 'unknown').replace(/[\r\n]+/g, ' ').slice(0, 200);
  return {
    subject: failed
      ? 'Security notice: wrong sign-in codes for your account'
      : 'Security notice: the sign-in of your account changed',
    text:
      `${what}.\n\n` +
      `Account: ${account}\n` +
      `When: ${mailTime(origin.at, timeZone)}\n` +
      `From: ${flat(origin.ip)}\n` +
      `Browser: ${flat(origin.userAgent)}\n\n` +
      (failed
        ? 'If this was not you, someone knows your password: change it now on your Account page and sign out everywhere else.\n'
        : 'If this was you, there is nothing to do. If it was not, sign in now, change your password, remove what you do not recognise on your Account page, sign out everywhere else, and tell the other administrators.\n'),
  };
}

/**
 * Security notices by e-mail (SMTP_URL with NOTIFY_FROM or NOTIFY_EMAIL), sent at once, after
 * the change is stored; null settings (no SMTP) make a notifier that sends nothing. Not queued:
 * the audit trail is the durable record of every change, the mail is the owner's alarm, so a
 * failed send is logged (warn) rather than retried (docs/notifications.md).
 */
export function createAccountNotifier(
  settings: OneOffMailSettings | null,
  log: FastifyBaseLogger,
  timeZone: string,
): AccountNotifier {
  const inFlight = new Set<Promise<void>>();
  return {
    notify(to, notice, origin) {
      if (!settings) return;
      const mail = renderAccountNotice(to, notice, origin, timeZone);
      const sent = sendOneMail(settings, { to, ...mail }).then((failure) => {
        if (failure) {
          log.warn(
            { event: 'account_notice_failed', notice: notice.kind, error: failure },
            'security notice e-mail failed',
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
