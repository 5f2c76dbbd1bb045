import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import { sha256 } from '../../../lib/tokens';
import type { Repositories } from '../../../repositories';
import type { AuditLog, RequestContext } from '../../audit/audit-log';
import { LOGOUT_TOKEN_MAX_AGE, providerUnreachable, type ProviderClient } from './provider-client';

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  provider: ProviderClient;
  now: () => number;
  log: FastifyBaseLogger;
}

const invalid = (description: string) =>
  new ApiError(400, 'invalid_request', description, { error_description: description });

/**
 * OpenID Connect Back-Channel Logout 1.0: the provider posts a signed logout token, and the
 * sessions it names end at once (those of its `sid`, else every session of its `sub`). A token
 * is acted on once: its jti is kept until it is too old to be accepted anyway.
 */
export function createBackchannelLogout({ repos, audit, provider, now, log }: Deps) {
  // Anyone can post a token: refusals are counted per minute, one audit row each minute.
  function refuse(context: RequestContext, reason: string, detail: string): never {
    audit.count(context, { type: 'oidc.refused', reason, detail });
    throw invalid(`The logout token was refused: ${reason.replaceAll('_', ' ')}`);
  }

  return {
    /** Ends the sessions a logout token names; returns how many ended. */
    async logout(context: RequestContext, logoutToken: string): Promise<number> {
      let claims;
      try {
        claims = await provider.verifyLogoutToken(logoutToken);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        if (providerUnreachable(error)) {
          log.warn({ err: error }, 'back-channel logout: the provider’s keys could not be read');
          throw new ApiError(
            503,
            'temporarily_unavailable',
            'The provider’s keys could not be read',
          );
        }
        refuse(context, 'logout_token_invalid', detail);
      }
      const fresh = repos.providerIdentities.spendLogoutToken(
        sha256(`${claims.issuer} ${claims.jti}`),
        now() + 2 * LOGOUT_TOKEN_MAX_AGE * 1000,
      );
      if (!fresh) refuse(context, 'logout_token_replayed', `jti ${claims.jti}`);
      const named = repos.providerIdentities.liveSessionsOf(claims.issuer, claims.sub, claims.sid);
      for (const session of named) repos.sessions.revoke(session.sessionId, 'provider_logout');
      // One event per account (a logout by sub may end several sessions of one person).
      const byUser = new Map<string, { email: string; count: number }>();
      for (const s of named) {
        byUser.set(s.userId, { email: s.email, count: (byUser.get(s.userId)?.count ?? 0) + 1 });
      }
      for (const [userId, { email, count }] of byUser) {
        audit.record(context, {
          type: 'oidc.backchannel_logout',
          actorId: userId,
          actorEmail: email,
          targetType: 'user',
          targetId: userId,
          details: {
            sessions_ended: count,
            ...(claims.sid ? { provider_sid: claims.sid } : { subject: claims.sub }),
          },
        });
      }
      if (named.length === 0) log.info({ event: 'backchannel_logout_no_session' }, 'no session');
      return named.length;
    },
  };
}
