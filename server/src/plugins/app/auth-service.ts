import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/app-config';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';
import type { MfaService } from '../../services/auth/mfa';
import { createOidcServices, type OidcServices } from '../../services/auth/oidc/oidc-services';
import { createProviderSessionStore } from '../../services/auth/oidc/provider-sessions';
import type { PasskeyService } from '../../services/auth/passkeys';
import type { ReauthenticationService } from '../../services/auth/reauthentication';
import { createSessionStart } from '../../services/auth/session-start';
import { endSessionsSsoRefuses } from '../../services/auth/sso-required';
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
    /** Signing in through the identity provider (OIDC_*); null when it is not configured. */
    oidc: OidcServices | null;
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

/**
 * Wires the sign-in services (services/auth) to the config, repositories, audit, JWT key and log,
 * with the identity provider's when it is configured.
 */
export default fp(
  async (fastify) => {
    const { config, repos, audit, log } = fastify;
    const notifier = createAccountNotifier(personalMailSettings(config), log, config.timeZone);
    // SSO_REQUIRED turned on (or widened) since the last start: the sessions it covers end now.
    const ended = endSessionsSsoRefuses(config, repos);
    if (ended > 0)
      log.info({ event: 'sso_required_sessions_ended', sessions: ended }, 'sessions ended');
    const store = config.oidc
      ? createProviderSessionStore(repos, config.oidc.tokenKey, config.now)
      : null;
    const sessionStart = createSessionStart({
      config,
      repos,
      policy: fastify.mfaPolicy,
      audit,
      sign: (claims) => fastify.jwt.sign(claims),
      providerSessions: store,
    });
    const oidc =
      config.oidc && store
        ? createOidcServices({
            settings: config.oidc,
            repos,
            audit,
            sessionStart,
            store,
            now: config.now,
            log,
          })
        : null;
    const { authService, mfa, passkeys, reauthentication } = createAuthService({
      config,
      repos,
      policy: fastify.mfaPolicy,
      notifier,
      audit,
      log,
      sessionStart,
      providerSessions: store,
      beforeRefresh: oidc?.check.beforeRefresh,
    });
    fastify.decorate('authService', authService);
    fastify.decorate('mfa', mfa);
    fastify.decorate('passkeys', passkeys);
    fastify.decorate('reauthentication', reauthentication);
    fastify.decorate('accountNotices', notifier);
    fastify.decorate('oidc', oidc);
    // Notices still on their way go out before the process ends (each bounded by its timeouts).
    fastify.addHook('onClose', async () => notifier.drain());
  },
  {
    name: 'auth-service',
    dependencies: ['config', 'jwt', 'repositories', 'audit', 'authentication'],
  },
);
