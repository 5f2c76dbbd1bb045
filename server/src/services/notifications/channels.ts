import type { AppConfig } from '../../config/app-config';

// Which notification channels the settings turn on: e-mail with SMTP_URL and NOTIFY_EMAIL, the
// webhook with WEBHOOK_URL and WEBHOOK_SECRET.

/** True when lead notifications are configured (SMTP_URL and NOTIFY_EMAIL both set). */
export function notificationsEnabled(
  config: Pick<AppConfig, 'smtpUrl' | 'notifyEmail'>,
): config is AppConfig & { smtpUrl: string; notifyEmail: string } {
  return Boolean(config.smtpUrl && config.notifyEmail);
}

/** The configured notification channels, in the order the outbox rows are written. */
export function notificationChannels(
  config: Pick<AppConfig, 'smtpUrl' | 'notifyEmail' | 'webhookUrl' | 'webhookSecret'>,
): ('email' | 'webhook')[] {
  const channels: ('email' | 'webhook')[] = [];
  if (notificationsEnabled(config)) channels.push('email');
  if (config.webhookUrl && config.webhookSecret) channels.push('webhook');
  return channels;
}
