import type { FastifyBaseLogger } from 'fastify';
import type { InvitationMailer } from '../auth/admin-users';
import type { FirmNamesOf } from './firm';
import { sendOneMail, type OneOffMailSettings } from './one-off-mail';

/**
 * Sends invitation links through SMTP_URL, one short-lived transport per invitation (they are
 * rare). The link is a credential: like lead mails it travels only over TLS unless
 * SMTP_REQUIRE_TLS=off. A failure resolves false, so the inviting admin is shown the link to pass
 * on instead.
 */
export function createInvitationMailer(
  settings: OneOffMailSettings,
  firm: FirmNamesOf,
  log: FastifyBaseLogger,
): InvitationMailer {
  return async (to, link) => {
    const { name } = firm();
    const failure = await sendOneMail(settings, {
      to,
      subject: `You are invited to the ${name} admin area`,
      text:
        `An administrator invited you to the admin area of the ${name} website.\n\n` +
        `Choose your password here (the link works once, for 24 hours):\n${link}\n\n` +
        'If you did not expect this, ignore this message.\n',
    });
    if (failure) {
      log.warn(
        { event: 'invitation_mail_failed', error: failure },
        'invitation e-mail failed; the link is shown to the inviting admin',
      );
    }
    return failure === null;
  };
}
