import type { AccountSession, MfaStatus, Passkey, TotpEnrolment } from '@shared/schemas/account';
import { adminApi } from '~/features/auth';
import { ensureOk, dataOrThrow } from '~/lib/api-client';

// The account page's calls to /api/account (Bearer attached by adminApi). One function per call.

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

export const startTotp = async (): Promise<TotpEnrolment> =>
  dataOrThrow(await adminApi.POST('/api/account/mfa/totp'));

export const verifyTotp = async (factorId: string, code: string): Promise<string[]> =>
  dataOrThrow(
    await adminApi.POST('/api/account/mfa/totp/verify', {
      body: { factor_id: factorId, code },
    }),
  ).recovery_codes;

export async function removeTotp() {
  ensureOk(await adminApi.DELETE('/api/account/mfa/totp'));
}

export const newRecoveryCodes = async (): Promise<string[]> =>
  dataOrThrow(await adminApi.POST('/api/account/mfa/recovery-codes')).recovery_codes;

/** Creates a passkey: the server's options, the browser's prompt, the server's check. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = dataOrThrow(await adminApi.POST('/api/account/passkeys/options'));
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

export async function removePasskey(id: string) {
  ensureOk(await adminApi.DELETE('/api/account/passkeys/{id}', { params: { path: { id } } }));
}
