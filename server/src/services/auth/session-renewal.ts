import type { FastifyBaseLogger } from 'fastify';
import type { TokenResponse } from '@shared/schemas/auth';
import { oauthError } from '../../lib/api-error';
import type { Repositories } from '../../repositories';
import type { AppConfig } from '../../config/app-config';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import type { MfaPolicy } from './mfa-policy';
import type { SessionStart } from './session-start';
import { ssoRefuses, ssoRequiredError } from './sso-required';

interface Deps {
  config: Pick<AppConfig, 'ssoRequired' | 'oidc'>;
  repos: Repositories;
  policy: MfaPolicy;
  audit: AuditLog;
  log: FastifyBaseLogger;
  issue: SessionStart['issue'];
  /**
   * Before a refresh token rotates: a session begun through the identity provider is confirmed
   * there when due (services/auth/oidc/provider-check.ts); throws when it is not.
   */
  beforeRefresh?: (context: RequestContext, sessionId: string) => Promise<void>;
}

/**
 * A session's life after its sign-in: the refresh grant (RFC 6749 section 6, with rotation and
 * re-use detection in the sessions repository) and sign-out. Refreshes are logged, not audited.
 */
export function createSessionRenewal(deps: Deps) {
  const { config, repos, policy, audit, log, issue, beforeRefresh } = deps;
  return {
    async refreshGrant(context: RequestContext, refreshToken: string): Promise<TokenResponse> {
      // Asked before the rotation: a refusal or a provider out of reach leaves the token usable.
      const renewing = repos.sessions.sessionToRenew(refreshToken);
      if (renewing && beforeRefresh) await beforeRefresh(context, renewing);
      const outcome = repos.sessions.refresh(refreshToken, {
        ip: context.ip,
        userAgent: context.userAgent,
      });
      switch (outcome.kind) {
        case 'rotated': {
          const user = repos.users.findById(outcome.userId);
          if (!user || user.disabled_at) {
            // A disabled account's session ends at its first refresh, whatever the CLI missed.
            repos.sessions.revoke(outcome.sessionId, 'user_disabled');
            throw oauthError('invalid_grant', 'Invalid refresh token');
          }
          const session = repos.sessions.get(outcome.sessionId);
          // SSO_REQUIRED may have been turned on, or the account given a role it covers, since
          // this session began with a password (or a passkey alone).
          if (session && ssoRefuses(config, user, session.sign_in_method)) {
            repos.sessions.revoke(session.id, 'sso_required');
            throw ssoRequiredError(config);
          }
          log.info(
            { event: 'token_refreshed', userId: user.id, sessionId: outcome.sessionId },
            'token refreshed',
          );
          // Asked again at every refresh: the setting or the role may have changed since sign-in.
          const enrol = policy.mustEnrol(user, session);
          return issue(user, outcome.sessionId, outcome.refreshToken, enrol);
        }
        case 'reuse_detected':
          audit.record(context, {
            type: 'refresh_token.reuse_detected',
            actorId: outcome.userId,
            actorEmail: null,
            targetType: 'session',
            targetId: outcome.sessionId,
          });
          throw oauthError('invalid_grant', 'Invalid refresh token');
        case 'expired':
          log.info(
            { event: 'refresh_session_expired', sessionId: outcome.sessionId },
            'refresh refused: session ended',
          );
          throw oauthError('invalid_grant', 'Invalid refresh token');
        case 'unknown':
          log.info({ event: 'refresh_failed' }, 'refresh refused: unknown token');
          throw oauthError('invalid_grant', 'Invalid refresh token');
      }
    },

    logout(context: RequestContext & { sessionId: string }): void {
      repos.sessions.revoke(context.sessionId, 'logout');
      audit.record(context, {
        type: 'sign_out',
        targetType: 'session',
        targetId: context.sessionId,
      });
    },
  };
}
