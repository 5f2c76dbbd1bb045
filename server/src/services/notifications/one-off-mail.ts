import { createTransport } from 'nodemailer';
import { describeSmtpError } from './smtp-sender';

export interface OneOffMailSettings {
  smtpUrl: string;
  from: string;
  /** smtp:// must upgrade with STARTTLS first (SMTP_REQUIRE_TLS); see smtp-sender.ts. */
  requireTls: boolean;
}

/**
 * Sends one rare message (an invitation, a security notice to an account) over a short-lived
 * transport: a failure must not hold a pooled connection, and it never throws: it resolves to the
 * failure's description (without credentials), or null once the relay accepted the message.
 */
export async function sendOneMail(
  settings: OneOffMailSettings,
  mail: { to: string; subject: string; text: string },
): Promise<string | null> {
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    requireTLS: settings.requireTls,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail({ from: settings.from, ...mail });
    return null;
  } catch (error) {
    return describeSmtpError(error, settings.smtpUrl);
  } finally {
    transport.close();
  }
}
