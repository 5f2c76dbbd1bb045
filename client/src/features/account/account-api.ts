import type {
  AccountSession,
  MfaStatus,
  Passkey,
  Reauthentication,
  TotpEnrolment,
} from '@shared/schemas/account';
import { adminApi } from '~/features/auth';
import { ensureOk, dataOrThrow } from '~/lib/api-client';

// The account page's calls to /api/account (Bearer attached by adminApi). One function per call.
// Every factor change carries a step-up (Reauthentication: password, and a code or a passkey).

export async function changePassword(currentPassword: string, newPassword: string) {
  ensureOk(
    await adminApi.POST('/api/account/password', {
      body: { current_password: currentPassword, new_password: newPassword },
    }),
  );
}

export const listSessions = async (): Promise<AccountSession[]> =>
  dataOrThrow(await adminApi.GET('/api/account/sessions')).items;

export async function revokeSession(id: string) {
  ensureOk(await adminApi.DELETE('/api/account/sessions/{id}', { params: { path: { id } } }));
}

export async function revokeOtherSessions() {
  ensureOk(await adminApi.DELETE('/api/account/sessions'));
}

export const mfaStatus = async (): Promise<MfaStatus> =>
  dataOrThrow(await adminApi.GET('/api/account/mfa'));

export const startTotp = async (stepUp: Reauthentication): Promise<TotpEnrolment> =>
  dataOrThrow(await adminApi.POST('/api/account/mfa/totp', { body: stepUp }));

export const verifyTotp = async (factorId: string, code: string): Promise<string[]> =>
  dataOrThrow(
    await adminApi.POST('/api/account/mfa/totp/verify', {
      body: { factor_id: factorId, code },
    }),
  ).recovery_codes;

export async function removeTotp(stepUp: Reauthentication) {
  ensureOk(await adminApi.DELETE('/api/account/mfa/totp', { body: stepUp }));
}

export const newRecoveryCodes = async (stepUp: Reauthentication): Promise<string[]> =>
  dataOrThrow(await adminApi.POST('/api/account/mfa/recovery-codes', { body: stepUp }))
    .recovery_codes;

/** A step-up with a passkey: the server's request options, the browser's prompt. */
export async function passkeyAssertion(): Promise<NonNullable<Reauthentication['passkey']>> {
  const options = dataOrThrow(await adminApi.POST('/api/account/reauthenticate/passkey'));
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: options.authn_params_public_key as never,
  });
  return {
    auth_session: options.auth_session,
    response: response as unknown as Record<string, unknown>,
  };
}

/** Creates a passkey: the server's options (after the step-up), the browser's prompt, the check. */
export async function addPasskey(name: string, stepUp: Reauthentication): Promise<Passkey> {
  const options = dataOrThrow(
    await adminApi.POST('/api/account/passkeys/options', { body: stepUp }),
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({
    optionsJSON: options.authn_params_public_key as never,
  });
  return dataOrThrow(
    await adminApi.POST('/api/account/passkeys', {
      body: {
        auth_session: options.auth_session,
        name,
        response: response as unknown as Record<string, unknown>,
      },
    }),
  );
}

export async function removePasskey(id: string, stepUp: Reauthentication) {
  ensureOk(
    await adminApi.DELETE('/api/account/passkeys/{id}', {
      params: { path: { id } },
      body: stepUp,
    }),
  );
}
