import { randomUUID } from 'node:crypto';
import type { MfaRequired, TokenResponse } from '@shared/schemas/auth';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../lib/api-error';
import type { Repositories } from '../../repositories';
import type { UserRow } from '../../repositories/users-repository';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import type { MfaPolicy } from './mfa-policy';
import type { PendingProviderSession, ProviderSessionStore } from './oidc/provider-sessions';

/** The mfa_token between the first step and the second factor lives this many seconds. */
const MFA_TOKEN_TTL = 300;

export interface SessionStartDeps {
  config: Pick<AppConfig, 'accessTokenTtl' | 'now'>;
  repos: Repositories;
  policy: MfaPolicy;
  audit: AuditLog;
  /** Signs the access token's claims (the JWT plugin's key and algorithm). */
  sign: (claims: { sub: string; sid: string; jti: string; iat: number; exp: number }) => string;
  /** The provider's side of sessions begun through it; null without an identity provider. */
  providerSessions: ProviderSessionStore | null;
}

/**
 * How every sign-in ends, whatever its first step (password, passkey, identity provider): the
 * session and its tokens, or the 403 mfa_required that asks for the second factor here.
 */
export function createSessionStart(deps: SessionStartDeps) {
  const { config, repos, policy, audit, sign, providerSessions } = deps;

  /** The token response; a provider session's access token expires by its next check. */
  function issue(
    user: Pick<UserRow, 'id' | 'email' | 'role' | 'extra_roles'>,
    sessionId: string,
    refreshToken: string,
    mfaEnrolmentRequired = false,
  ): TokenResponse {
    const iat = Math.floor(config.now() / 1000);
    const notAfter = providerSessions?.accessNotAfter(sessionId) ?? Infinity;
    const exp = Math.max(iat + 1, Math.min(iat + config.accessTokenTtl, notAfter));
    const accessToken = sign({ sub: user.id, sid: sessionId, jti: randomUUID(), iat, exp });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: exp - iat,
      expires_at: exp,
      refresh_token: refreshToken,
      user: { id: user.id, email: user.email, role: user.role, extra_roles: user.extra_roles },
      ...(mfaEnrolmentRequired ? { mfa_enrolment_required: true } : {}),
    };
  }

  /** A new session for a fully authenticated account (`provider`: begun through the provider). */
  function signIn(
    context: RequestContext,
    user: UserRow,
    method: string,
    provider?: PendingProviderSession,
  ): TokenResponse {
    const providerMfa = provider?.mfa ?? false;
    const enrol = policy.mustEnrol(user, { provider_mfa: providerMfa });
    // Its first step, which SSO_REQUIRED asks about for as long as the session lives.
    const signInMethod = provider
      ? 'provider'
      : method.startsWith('passkey')
        ? 'passkey'
        : 'password';
    const { sessionId, refreshToken } = repos.sessions.create(
      user.id,
      { ip: context.ip, userAgent: context.userAgent },
      { providerMfa, signInMethod },
    );
    if (provider) providerSessions?.record(sessionId, provider);
    audit.record(context, {
      type: 'sign_in.succeeded',
      actorId: user.id,
      actorEmail: user.email,
      targetType: 'session',
      targetId: sessionId,
      details: {
        method,
        ...(providerMfa ? { provider_mfa: true } : {}),
        ...(enrol ? { mfa_enrolment_required: true } : {}),
      },
    });
    return issue(user, sessionId, refreshToken, enrol);
  }

  /** The account has a second factor here: the answer that asks for it, with its mfa_token. */
  function secondFactorChallenge(user: UserRow, provider?: PendingProviderSession): MfaRequired {
    const mfaToken = repos.challenges.create('mfa', MFA_TOKEN_TTL, {
      userId: user.id,
      providerSession: provider ? providerSessions?.carry(user.id, provider) : null,
    });
    const factors = [
      ...(repos.mfa.activeTotp(user.id) ? ['otp' as const] : []),
      ...(repos.passkeys.listForUser(user.id).length ? ['webauthn' as const] : []),
      'recovery-code' as const,
    ];
    const description = 'Multifactor authentication required';
    return {
      error: 'mfa_required',
      error_description: description,
      message: description,
      mfa_token: mfaToken,
      factors,
    };
  }

  return {
    issue,
    signIn,
    secondFactorChallenge,
    /** The 403 of a first step that needs the second factor. */
    secondFactorRequired(user: UserRow, provider?: PendingProviderSession): ApiError {
      const { error, message, ...extra } = secondFactorChallenge(user, provider);
      return new ApiError(403, error, message, extra);
    },
  };
}

export type SessionStart = ReturnType<typeof createSessionStart>;
