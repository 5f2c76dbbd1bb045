import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/app-config';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';
import type { MfaService } from '../../services/auth/mfa';
import type { PasskeyService } from '../../services/auth/passkeys';
import type { ReauthenticationService } from '../../services/auth/reauthentication';
import {
  createAccountNotifier,
  type AccountNotifier,
} from '../../services/notifications/account-notice-mail';
import type { OneOffMailSettings } from '../../services/notifications/one-off-mail';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    mfa: MfaService;
    passkeys: PasskeyService;
    /** Step-up for changing an account's sign-in factors, and its password checks. */
    reauthentication: ReauthenticationService;
    /** Security notices e-mailed to accounts (sends nothing without SMTP). */
    accountNotices: AccountNotifier;
  }
}

/**
 * The settings of the mails sent to one person (invitations, security notices): SMTP_URL with
 * NOTIFY_FROM (or NOTIFY_EMAIL) as the sender; null when either is missing.
 */
export function personalMailSettings(config: AppConfig): OneOffMailSettings | null {
  if (!config.smtpUrl || !config.notifyFrom) return null;
  return { smtpUrl: config.smtpUrl, from: config.notifyFrom, requireTls: config.smtpRequireTls };
}

/** Wires the sign-in services (services/auth) to the config, repositories, audit, JWT key and log. */
export default fp(
  async (fastify) => {
    const notifier = createAccountNotifier(personalMailSettings(fastify.config), fastify.log);
    const { authService, mfa, passkeys, reauthentication } = createAuthService({
      config: fastify.config,
      repos: fastify.repos,
      policy: fastify.mfaPolicy,
      notifier,
      audit: fastify.audit,
      sign: (claims) => fastify.jwt.sign(claims),
      log: fastify.log,
    });
    fastify.decorate('authService', authService);
    fastify.decorate('mfa', mfa);
    fastify.decorate('passkeys', passkeys);
    fastify.decorate('reauthentication', reauthentication);
    fastify.decorate('accountNotices', notifier);
    // Notices still on their way go out before the process ends (each bounded by its timeouts).
    fastify.addHook('onClose', async () => notifier.drain());
  },
  {
    name: 'auth-service',
    dependencies: ['config', 'jwt', 'repositories', 'audit', 'authentication'],
  },
);
