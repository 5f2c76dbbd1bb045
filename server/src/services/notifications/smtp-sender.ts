import { createTransport } from 'nodemailer';
import { renderLeadMail, type LeadForMail } from './lead-mail';
import type { FirmNamesOf } from './firm';
import type { LeadSender } from './outbox-worker';

export interface SmtpSenderOptions {
  smtpUrl: string;
  to: string;
  from: string;
  /** The firm's names now (the mail's sender name and first line). */
  firm: FirmNamesOf;
  /**
   * smtp:// must upgrade with STARTTLS before anything (AUTH, the message) is sent; a server that
   * does not offer it is refused. Only an explicit SMTP_REQUIRE_TLS=off allows plain text.
   */
  requireTls: boolean;
  /** SITE_TIME_ZONE: the mail's times are the firm's. */
  timeZone: string;
}

/**
 * The e-mail channel: each lead as a mail to the firm (lead-mail.ts), sent through a pooled SMTP
 * transport built from SMTP_URL (smtp:// must upgrade with STARTTLS unless requireTls is off,
 * smtps:// is TLS from the start; the URL may carry user:password and query options). Short
 * timeouts: a dead or stalled server costs the worker seconds, never the visitor (the worker
 * runs after the 201). Settings in the URL's query win over these defaults.
 */
export function createSmtpSender({
  smtpUrl,
  to,
  from,
  firm,
  requireTls,
  timeZone,
}: SmtpSenderOptions): LeadSender {
  const transport = pooledTransport(smtpUrl, requireTls);
  return {
    async send(item) {
      const names = firm();
      const mail = renderLeadMail(item, names, timeZone);
      await transport.sendMail({
        from: { name: `${names.name} website`, address: from },
        to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    describeError: (error) => describeSmtpError(error, smtpUrl),
    close: () => transport.close(),
  };
}

/**
 * A channel of mails to the requester: the acknowledgement (services/leads/acknowledgement.ts)
 * and an event's reminder (services/events/event-mail.ts). Each lead's requester gets the mail
 * `render` makes, from the firm's sender address, as plain text (with an event's calendar file
 * when it has one); a render of null has nothing to send any more (the person gave up the seat).
 */
export function createAcknowledgementSender(options: {
  smtpUrl: string;
  from: string;
  /** The firm's names now: the mail comes from the firm, by name. */
  firm: FirmNamesOf;
  requireTls: boolean;
  render: (item: LeadForMail) => {
    to: string;
    subject: string;
    text: string;
    icalEvent?: { filename: string; method: string; content: string };
  } | null;
}): LeadSender {
  const transport = pooledTransport(options.smtpUrl, options.requireTls);
  return {
    async send(item) {
      const mail = options.render(item);
      if (!mail) return 'nothing to send';
      await transport.sendMail({
        from: { name: options.firm().name, address: options.from },
        ...mail,
      });
    },
    describeError: (error) => describeSmtpError(error, options.smtpUrl),
    close: () => transport.close(),
  };
}

function pooledTransport(smtpUrl: string, requireTls: boolean) {
  return createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    requireTLS: requireTls,
    // Our messages never reference files or URLs; refuse them outright.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/**
 * A one-line description of a delivery failure for the outbox's last_error and the log, with
 * the SMTP password removed should a server or library ever echo them.
 */
export function describeSmtpError(error: unknown, smtpUrl: string): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof e?.code === 'string' ? e.code : null,
    typeof e?.responseCode === 'number' ? String(e.responseCode) : null,
    typeof e?.message === 'string' ? e.message : String(error),
  ].filter(Boolean);
  let text = parts.join(' ').replace(/[\r\n]+/g, ' ');
  for (const secret of credentialsOf(smtpUrl)) text = text.split(secret).join('[redacted]');
  return text.slice(0, 500);
}

function credentialsOf(smtpUrl: string): string[] {
  try {
    const { password } = new URL(smtpUrl);
    return [password, decodeURIComponent(password)].filter((s) => s.length > 0);
  } catch {
    return [];
  }
}
