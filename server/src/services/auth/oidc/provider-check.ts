import type { FastifyBaseLogger } from 'fastify';
import type { OidcConfig } from '../../../config/oidc-env';
import { ApiError, oauthError } from '../../../lib/api-error';
import type { Repositories } from '../../../repositories';
import type { AuditLog, RequestContext } from '../../audit/audit-log';
import type { AccountAccess } from './account-access';
import { providerUnreachable, type ProviderClient } from './provider-client';
import type { ProviderSessionStore } from './provider-sessions';

interface Deps {
  settings: OidcConfig;
  repos: Repositories;
  audit: AuditLog;
  provider: ProviderClient;
  access: AccountAccess;
  store: ProviderSessionStore;
  log: FastifyBaseLogger;
}

type Session = NonNullable<ReturnType<ProviderSessionStore['get']>>;

/**
 * Leavers lose access: each refresh of a session begun through the provider asks the
 * provider again once the last answer is due (provider-sessions.ts), with its refresh token or,
 * without one, userinfo. An account disabled or deleted there, or no longer in a mapped group,
 * ends every session of the account here; another role there is applied here. A provider out of
 * reach ends nothing: the refresh answers 503 until it answers, and the access tokens run out.
 */
export function createProviderCheck({
  settings,
  repos,
  audit,
  provider,
  access,
  store,
  log,
}: Deps) {
  /** One check per session at a time: two tabs refreshing at once share the provider's answer. */
  const running = new Map<string, Promise<void>>();

  function end(context: RequestContext, session: Session, reason: string, detail?: string): never {
    const userId = session.identity.user_id;
    const ended = repos.sessions.revokeAll(userId, 'provider_check');
    audit.record(context, {
      type: 'oidc.access_ended',
      actorId: userId,
      actorEmail: session.identity.email,
      targetType: 'user',
      targetId: userId,
      details: { reason, sessions_ended: ended, ...(detail ? { detail } : {}) },
    });
    throw oauthError('invalid_grant', `${settings.displayName} no longer confirms this account`);
  }

  async function check(context: RequestContext, session: Session): Promise<void> {
    let answer;
    try {
      answer = await provider.recheck(session.identity.subject, session.tokens);
    } catch (error) {
      const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
      if (providerUnreachable(error)) {
        log.warn({ err: error, sessionId: session.sessionId }, 'provider check: no answer');
        const message = `${settings.displayName} could not be reached to confirm this session. Try again in a minute.`;
        throw new ApiError(503, 'temporarily_unavailable', message, {
          error_description: message,
        });
      }
      end(context, session, 'provider_refused', detail);
    }
    if (!answer) end(context, session, 'no_provider_token');
    const user = repos.users.findById(session.identity.user_id);
    if (!user) end(context, session, 'account_gone');
    const role = access.providerRole(answer.claims);
    if (role === null) end(context, session, 'no_role');
    if (role && !access.applyRole(context, user, role)) end(context, session, 'last_active_owner');
    store.saveCheck(session.sessionId, answer.tokens);
  }

  return {
    async beforeRefresh(context: RequestContext, sessionId: string): Promise<void> {
      const session = store.get(sessionId);
      if (!session || !store.checkDue(session)) return;
      let pending = running.get(sessionId);
      if (!pending) {
        pending = check(context, session).finally(() => running.delete(sessionId));
        running.set(sessionId, pending);
      }
      await pending;
    },
  };
}
