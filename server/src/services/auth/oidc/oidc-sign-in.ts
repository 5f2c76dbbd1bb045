import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { TokenResponse } from '@shared/schemas/auth';
import type { OidcOutcome, OidcRefusal } from '@shared/schemas/oidc';
import type { Role } from '@shared/vocabularies/roles';
import type { OidcConfig } from '../../../config/oidc-env';
import { NO_PASSWORD } from '../../../lib/password';
import type { Repositories } from '../../../repositories';
import { isUniqueViolation, type UserRow } from '../../../repositories/users-repository';
import type { AuditLog, RequestContext } from '../../audit/audit-log';
import type { SessionStart } from '../session-start';
import type { AccountAccess, RefusalFacts } from './account-access';
import { emailNotAscii, secondFactorShown, verifiedEmail, type Claims } from './claims';
import {
  providerUnreachable,
  type AuthorizationChecks,
  type ProviderClient,
} from './provider-client';

/** The authorization request must come back within this many seconds. */
const LOGIN_TTL = 600;

interface Deps {
  settings: OidcConfig;
  repos: Repositories;
  audit: AuditLog;
  provider: ProviderClient;
  access: AccountAccess;
  sessionStart: SessionStart;
  log: FastifyBaseLogger;
}

/** The callback's result: the outcome for the login page, and the tokens when signed in. */
export type CallbackResult = { outcome: OidcOutcome; tokens?: TokenResponse };

class Refused extends Error {
  constructor(
    readonly reason: OidcRefusal,
    readonly facts: RefusalFacts & { detail?: string; userId?: string } = {},
  ) {
    super(reason);
  }
}

/** An error's message with its cause's (openid-client wraps oauth4webapi's), for the trail. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 200);
}

/** Why the code exchange or its ID token failed, from openid-client's error. */
function exchangeRefusal(error: unknown): Refused {
  const detail = describe(error);
  if (error instanceof oidc.AuthorizationResponseError) {
    // The provider's own error code only (its description is text an attacker could choose).
    const code = /^[\w.-]{1,64}$/.test(error.error) ? error.error : 'error';
    return new Refused('provider_error', { code, detail });
  }
  if (providerUnreachable(error)) return new Refused('provider_unavailable', { detail });
  if (error instanceof oidc.ResponseBodyError) return new Refused('code_rejected', { detail });
  if (/"state"/.test(detail)) return new Refused('state_mismatch', { detail });
  if (/"iss"/.test(detail)) return new Refused('issuer_mismatch', { detail });
  return new Refused('id_token_invalid', { detail });
}

/**
 * Signing in through the identity provider: the authorization request (state, nonce
 * and PKCE kept server-side under a handle the browser holds in a cookie), and the callback: the
 * code exchange, the account the person's identity or verified address leads to (linked at the
 * first sign-in, made from an invitation or an allowed domain), the role from the provider, and
 * the session, exactly as a password sign-in ends. Every refusal is audited and explained.
 */
export function createOidcSignIn(deps: Deps) {
  const { settings, repos, audit, provider, access, sessionStart, log } = deps;

  function link(
    context: RequestContext,
    user: UserRow,
    claims: Claims,
    email: string,
    via: string,
  ) {
    const identity = repos.providerIdentities.link(user.id, {
      issuer: settings.issuer,
      subject: String(claims.sub),
      email,
    });
    audit.record(context, {
      type: 'oidc.linked',
      actorId: user.id,
      actorEmail: user.email,
      targetType: 'user',
      targetId: user.id,
      details: { via, subject: identity.subject },
    });
    return identity;
  }

  /** A new account for a verified address: from its open invitation, or an allowed domain. */
  function newAccount(context: RequestContext, claims: Claims, email: string, role?: Role) {
    const invitation = repos.invitations.findOpenFor(email);
    // An allowed domain comes with the role map (oidc-env.ts), so its people have a role here.
    const accountRole = role ?? invitation?.role;
    if (!accountRole || (!invitation && !access.allowedDomain(email))) {
      throw new Refused('not_invited', { email });
    }
    if (!invitation) {
      const user = repos.users.create(email, NO_PASSWORD, accountRole);
      return { user, identity: link(context, user, claims, email, 'allowed_domain') };
    }
    const made = repos.invitations.accept(invitation.id, () => {
      const user = repos.users.create(email, NO_PASSWORD, accountRole);
      return { user, identity: link(context, user, claims, email, 'invitation') };
    });
    if (!made) throw new Refused('not_invited', { email });
    audit.record(context, {
      type: 'invitation.accepted',
      actorId: made.user.id,
      actorEmail: made.user.email,
      targetType: 'invitation',
      targetId: invitation.id,
      details: { role: made.user.role, via: 'provider' },
    });
    return made;
  }

  /**
   * The account of this person here (made now from an invitation or an allowed domain), and
   * whether its link to the provider is still to be made; throws Refused.
   */
  function account(context: RequestContext, claims: Claims) {
    const known = repos.providerIdentities.find(settings.issuer, String(claims.sub));
    const role = access.providerRole(claims);
    const email = verifiedEmail(claims);
    const insider = Boolean(known) || (email !== null && access.allowedDomain(email));
    if (role === null) throw new Refused('no_role', { email, insider });
    if (known) return { user: repos.users.findById(known.user_id)!, identity: known, role };
    if (emailNotAscii(claims)) throw new Refused('email_not_ascii', { email: null });
    if (!email) throw new Refused('email_not_verified', { email: null });
    const existing = repos.users.findByEmail(email);
    if (!existing) return { ...newAccount(context, claims, email, role), role };
    if (repos.providerIdentities.forUser(existing.id, settings.issuer)) {
      throw new Refused('identity_mismatch', { email, insider: true, userId: existing.id });
    }
    if (existing.disabled_at) {
      throw new Refused('account_disabled', { email, insider: true, userId: existing.id });
    }
    return { user: existing, identity: null, role, email };
  }

  /**
   * The account, checked, with the provider's role applied; an existing account is linked only
   * once nothing refuses this sign-in, so a refused one leaves no link behind.
   */
  function admit(context: RequestContext, claims: Claims) {
    const found = account(context, claims);
    const { user, role } = found;
    if (user.disabled_at) throw new Refused('account_disabled', { insider: true, userId: user.id });
    if (role && !access.applyRole(context, user, role)) {
      throw new Refused('last_active_owner', { insider: true, userId: user.id });
    }
    const identity =
      found.identity ?? link(context, user, claims, found.email!, 'existing_account');
    return { user, identity };
  }

  function refused(context: RequestContext, error: Refused, email?: unknown): CallbackResult {
    const { detail, userId, ...facts } = error.facts;
    audit.record(context, {
      type: 'oidc.refused',
      actorId: userId ?? null,
      actorEmail: facts.email ?? (typeof email === 'string' ? email.slice(0, 254) : null),
      details: { reason: error.reason, ...(detail ? { detail } : {}) },
    });
    const message = access.message(error.reason, facts);
    return { outcome: { status: 'refused', reason: error.reason, message } };
  }

  return {
    /** The authorization request: where to send the browser, and the handle of its secrets. */
    async begin(options: { returnTo: string | null; reauthenticate: boolean }) {
      const checks: AuthorizationChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        reauthenticate: options.reauthenticate,
      };
      const location = await provider.authorizationUrl(checks, options.reauthenticate);
      const handle = repos.challenges.create('oidc_login', LOGIN_TTL, {
        challenge: JSON.stringify({ ...checks, returnTo: options.returnTo }),
      });
      return { location: location.href, handle };
    },

    /** The provider could not be asked at all (its discovery failed): the refusal to show. */
    unavailable(context: RequestContext, error: unknown): CallbackResult {
      log.warn({ err: error }, 'the identity provider could not be reached');
      return refused(context, new Refused('provider_unavailable', { detail: describe(error) }));
    },

    /** The callback, with the handle from the browser's cookie and the query the provider sent. */
    async complete(
      context: RequestContext,
      handle: string | undefined,
      query: string,
    ): Promise<CallbackResult> {
      const request = handle ? repos.challenges.peek('oidc_login', handle) : undefined;
      if (!request?.challenge || !repos.challenges.consume(request.id)) {
        // Anyone can call back without a sign-in under way: counted per minute, not a row each.
        audit.count(context, { type: 'oidc.refused', reason: 'login_expired' });
        return {
          outcome: {
            status: 'refused',
            reason: 'login_expired',
            message: access.message('login_expired'),
          },
        };
      }
      const checks = JSON.parse(request.challenge) as AuthorizationChecks & {
        returnTo: string | null;
      };
      let exchanged;
      try {
        exchanged = await provider.exchangeCode(query, checks);
      } catch (error) {
        return refused(context, exchangeRefusal(error));
      }
      const { claims, tokens } = exchanged;
      let found;
      try {
        try {
          found = admit(context, claims);
        } catch (error) {
          // Two first sign-ins of one person at once: the second finds the first one's link.
          if (!isUniqueViolation(error)) throw error;
          found = admit(context, claims);
        }
      } catch (error) {
        if (error instanceof Refused) return refused(context, error, claims.email);
        throw error;
      }
      const user = repos.users.findById(found.user.id)!;
      const pending = {
        identityId: found.identity.id,
        sid: typeof claims.sid === 'string' ? claims.sid : null,
        // The provider's clock: read against the real time, never the app's test clock. Without
        // an auth_time the sign-in is no step-up (the epoch is never within its window).
        authenticatedAt: typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : 0,
        tokens,
        mfa: secondFactorShown(claims),
      };
      const returnTo = checks.returnTo;
      // No second factor shown at the provider: this site's own is asked, as after a password.
      if (!pending.mfa && repos.mfa.hasSecondFactor(user.id)) {
        const challenge = sessionStart.secondFactorChallenge(user, pending);
        return { outcome: { status: 'mfa_required', return_to: returnTo, challenge } };
      }
      const signedIn = sessionStart.signIn(context, user, 'oidc', pending);
      return { outcome: { status: 'signed_in', return_to: returnTo }, tokens: signedIn };
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
