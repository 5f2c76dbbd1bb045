import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@shared/schemas/account';
import type { Repositories } from '../../repositories';
import { ApiError, conflict, notFound, oauthError } from '../../lib/api-error';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import type { ChallengePurpose } from '../../repositories/auth-challenges-repository';
import type { NotifyAccount } from '../notifications/account-notice-mail';
import type { MfaPolicy } from './mfa-policy';
import type { StepUp } from './step-up';

/** The relying party: the site's origin and its host name (the passkeys' scope). */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export function relyingParty(origin: string): RelyingParty {
  return { origin, rpID: new URL(origin).hostname };
}

/** A WebAuthn ceremony must finish within this many seconds. */
const CHALLENGE_TTL = 300;
const RP_NAME = 'Admin';

const toPasskey = (row: {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

const notVerified = () => oauthError('invalid_grant', 'The passkey could not be verified');

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  policy: MfaPolicy;
  /** Security notices to the account (a passkey added or removed). */
  notify: NotifyAccount;
}

/** Which ceremony an assertion challenge belongs to: a sign-in, or a step-up on the account page. */
type AssertionPurpose = Extract<ChallengePurpose, 'passkey_login' | 'passkey_reauth'>;

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn): registration from the account page, and sign-in
 * with a passkey alone or after the password. User verification (PIN or biometrics on the
 * device) is required, so a passkey alone is two factors and phishing-resistant.
 */
export function createPasskeyService({ repos, audit, policy, notify }: Deps) {
  const { passkeys, challenges, mfa, users } = repos;

  return {
    list: (userId: string) => passkeys.listForUser(userId).map(toPasskey),

    async registrationOptions(userId: string, rp: RelyingParty) {
      const user = users.findById(userId);
      if (!user) throw notFound('The account no longer exists');
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.rpID,
        userName: user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: passkeys.listForUser(userId).map((p) => ({
          id: p.id,
          transports: JSON.parse(p.transports) as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const authSession = challenges.create('passkey_register', CHALLENGE_TTL, {
        userId,
        challenge: options.challenge,
      });
      return { auth_session: authSession, options: options as unknown as Record<string, unknown> };
    },

    async register(
      context: RequestContext & { userId: string },
      rp: RelyingParty,
      input: { auth_session: string; name: string; response: Record<string, unknown> },
    ): Promise<Passkey> {
      const challenge = challenges.peek('passkey_register', input.auth_session);
      const refused = () =>
        new ApiError(400, 'passkey_not_verified', 'The passkey could not be registered; try again');
      if (!challenge || challenge.user_id !== context.userId || !challenges.consume(challenge.id))
        throw refused();
      let result;
      try {
        result = await verifyRegistrationResponse({
          response: input.response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge ?? '',
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: true,
        });
      } catch {
        throw refused();
      }
      if (!result.verified) throw refused();
      const { credential } = result.registrationInfo;
      if (passkeys.find(credential.id))
        throw conflict('passkey_exists', 'This passkey is already registered');
      const row = passkeys.insert({
        id: credential.id,
        user_id: context.userId,
        name: input.name,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
      });
      audit.record(context, {
        type: 'passkey.registered',
        targetType: 'passkey',
        targetId: row.id,
        details: { name: row.name },
      });
      notify(context, context.userId, { kind: 'passkey_added', name: row.name });
      return toPasskey(row);
    },

    remove(context: RequestContext & { userId: string }, id: string, stepUp: StepUp): void {
      const own = passkeys.listForUser(context.userId);
      const removed = own.find((p) => p.id === id);
      if (!removed) throw notFound('No passkey with this id');
      if (
        policy.requires({ id: context.userId }) &&
        own.length === 1 &&
        !mfa.activeTotp(context.userId)
      ) {
        throw conflict(
          'last_second_factor',
          'Every admin must keep a second factor: add another before removing this one',
        );
      }
      passkeys.remove(context.userId, id);
      audit.record(context, {
        type: 'passkey.removed',
        targetType: 'passkey',
        targetId: id,
        details: { name: removed.name, step_up: stepUp },
      });
      notify(context, context.userId, { kind: 'passkey_removed', name: removed.name });
    },

    /**
     * Starts a passkey assertion: a sign-in, or a step-up on the account page (`purpose`);
     * `providerSession` is that of a sign-in through the identity provider (sealed).
     * Without `userId` any passkey of the site may answer (the browser offers the discoverable
     * ones); with it (after the password, or for a step-up) only that account's.
     */
    async loginChallenge(
      rp: RelyingParty,
      userId: string | null,
      purpose: AssertionPurpose = 'passkey_login',
      providerSession: string | null = null,
    ) {
      const allow = userId
        ? passkeys.listForUser(userId).map((p) => ({
            id: p.id,
            transports: JSON.parse(p.transports) as AuthenticatorTransport[],
          }))
        : undefined;
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        allowCredentials: allow,
      });
      const authSession = challenges.create(purpose, CHALLENGE_TTL, {
        userId,
        challenge: options.challenge,
        providerSession,
      });
      return {
        auth_session: authSession,
        authn_params_public_key: options as unknown as Record<string, unknown>,
      };
    },

    /**
     * Checks an assertion of the ceremony `purpose`; the account and passkey it proves, or
     * invalid_grant. A challenge made for one account is answered only by that account's passkey.
     */
    async verifyLogin(
      rp: RelyingParty,
      authSession: string,
      response: unknown,
      purpose: AssertionPurpose = 'passkey_login',
    ) {
      const challenge = challenges.peek(purpose, authSession);
      if (!challenge || !challenges.consume(challenge.id)) {
        throw oauthError('invalid_grant', 'The passkey sign-in expired; start again');
      }
      const assertion = response as AuthenticationResponseJSON;
      const stored = typeof assertion?.id === 'string' ? passkeys.find(assertion.id) : undefined;
      if (!stored || (challenge.user_id && stored.user_id !== challenge.user_id)) {
        throw notVerified();
      }
      let result;
      try {
        result = await verifyAuthenticationResponse({
          response: assertion,
          expectedChallenge: challenge.challenge ?? '',
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: true,
          credential: {
            id: stored.id,
            publicKey: Buffer.from(stored.public_key, 'base64url'),
            counter: stored.counter,
            transports: JSON.parse(stored.transports) as AuthenticatorTransport[],
          },
        });
      } catch {
        throw notVerified();
      }
      if (!result.verified) throw notVerified();
      passkeys.recordUse(stored.id, result.authenticationInfo.newCounter);
      // A sign-in through the identity provider that asked for this passkey goes on with it.
      return {
        userId: stored.user_id,
        passkeyId: stored.id,
        providerSession: challenge.provider_session,
      };
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
