import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { InvitationMailer } from '../auth/admin-users';
import { describeSmtpError } from './smtp-sender';

/**
 * Sends invitation links through SMTP_URL. One short-lived transport per invitation: they are
 * rare, and a failure must not hold a pooled connection. A failure resolves false, so the
 * inviting admin is shown the link to pass on instead.
 */
export function createInvitationMailer(
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
): InvitationMailer {
  return async (to, link) => {
    const transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    try {
      await transport.sendMail({
        from,
        to,
        subject: 'You are invited to the admin area',
        text:
          'An administrator invited you to the admin area of the website.\n\n' +
          `Choose your password here (the link works once, for 24 hours):\n${link}\n\n` +
          'If you did not expect this, ignore this message.\n',
      });
      return true;
    } catch (error) {
      log.warn(
        { event: 'invitation_mail_failed', error: describeSmtpError(error, smtpUrl) },
        'invitation e-mail failed; the link is shown to the inviting admin',
      );
      return false;
    } finally {
      transport.close();
    }
  };
}
