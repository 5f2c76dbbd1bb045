import { ACCESS, mayUse, type Role } from '@shared/schemas/roles';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../lib/api-error';

/**
 * SSO_REQUIRED: the roles that sign in through the identity provider. Their passwords are
 * refused; a passkey alone is refused too, except for the roles that manage people, whose
 * passkeys stay the way in when the provider is down or misconfigured (break-glass).
 */
export function ssoRefuses(
  config: Pick<AppConfig, 'ssoRequired'>,
  role: Role,
  method: 'password' | 'passkey',
): boolean {
  if (!config.ssoRequired.includes(role)) return false;
  return method === 'password' || !mayUse({ role }, ACCESS.owner);
}

/** The refusal, pointing at the provider's button. */
export function ssoRequiredError(config: Pick<AppConfig, 'oidc'>): ApiError {
  const name = config.oidc?.displayName ?? 'your organisation';
  const message = `Your role signs in with ${name}: use “Sign in with ${name}”.`;
  return new ApiError(403, 'sso_required', message, { error_description: message });
}
