import { sealedBox } from '../../../lib/sealed-box';
import type { Repositories } from '../../../repositories';
import type { ProviderTokens } from './provider-client';

/** A sign-in through the provider, before its session here exists. */
export interface PendingProviderSession {
  identityId: string;
  /** The provider's session (`sid`), for back-channel logout. */
  sid: string | null;
  /** When the person authenticated at the provider (ms). */
  authenticatedAt: number;
  tokens: ProviderTokens;
  /** The ID token's `amr` showed a second factor. */
  mfa: boolean;
}

/**
 * The provider confirms a session at most this often (seconds), and an access token of such a
 * session never outlives its last confirmation by more: a leaver loses access within it.
 */
export const CHECK_INTERVAL = 600;
/**
 * A refresh confirms with the provider once the last confirmation is this much short of the
 * interval: the browser refreshes about 90 s before its token expires, and then finds it due.
 */
const CHECK_AHEAD = 120;

/**
 * The provider's side of sessions begun through it, with its tokens sealed (the key is beside
 * the database, not in it): the checks at refresh and the step-up read it.
 */
export function createProviderSessionStore(
  repos: Repositories,
  tokenKey: string,
  now: () => number,
) {
  const box = sealedBox(tokenKey);
  const pendingContext = (userId: string) => `pending-provider-session:${userId}`;

  return {
    /** The new session `sessionId` was begun through the provider. */
    record(sessionId: string, pending: PendingProviderSession): void {
      const at = new Date(now()).toISOString();
      repos.providerIdentities.startSession({
        session_id: sessionId,
        identity_id: pending.identityId,
        provider_sid: pending.sid,
        authenticated_at: new Date(pending.authenticatedAt).toISOString(),
        tokens: box.seal(pending.tokens, sessionId),
        checked_at: at,
      });
    },

    /** Seals a sign-in that waits for the second factor here (kept with its mfa_token). */
    carry: (userId: string, pending: PendingProviderSession) =>
      box.seal(pending, pendingContext(userId)),
    uncarry: (userId: string, sealed: string | null) =>
      sealed ? box.open<PendingProviderSession>(sealed, pendingContext(userId)) : undefined,

    /** The provider's side of a session, or undefined for a session begun here. */
    get(sessionId: string) {
      const row = repos.providerIdentities.session(sessionId);
      if (!row) return undefined;
      return {
        sessionId,
        identity: row.identity,
        tokens: box.open<ProviderTokens>(row.session.tokens, sessionId) ?? {},
        checkedAt: Date.parse(row.session.checked_at),
        authenticatedAt: Date.parse(row.session.authenticated_at),
      };
    },

    checkDue: (session: { checkedAt: number }) =>
      now() >= session.checkedAt + (CHECK_INTERVAL - CHECK_AHEAD) * 1000,

    saveCheck(sessionId: string, tokens: ProviderTokens): void {
      repos.providerIdentities.recordCheck(sessionId, box.seal(tokens, sessionId));
    },

    /** The latest expiry (Unix seconds) of an access token of this session; null: no limit. */
    accessNotAfter(sessionId: string): number | null {
      const row = repos.providerIdentities.session(sessionId);
      if (!row) return null;
      return Math.floor(Date.parse(row.session.checked_at) / 1000) + CHECK_INTERVAL;
    },
  };
}

export type ProviderSessionStore = ReturnType<typeof createProviderSessionStore>;
