import { SIGN_IN_METHODS, type SignInMethod } from '@shared/schemas/admin-users';
import { ACCESS, mayUse, rolesOf, type RoleHolder } from '@shared/vocabularies/roles';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../lib/api-error';
import type { Repositories } from '../../repositories';

type SsoConfig = Pick<AppConfig, 'ssoRequired'>;

/** SSO_REQUIRED covers the account when it names any role it holds, its own or one beside it. */
export function ssoCovers(config: SsoConfig, account: RoleHolder): boolean {
  return rolesOf(account).some((role) => config.ssoRequired.includes(role));
}

/**
 * SSO_REQUIRED: the roles that sign in through the identity provider. Their passwords are
 * refused; a passkey alone is refused too, except for the roles that manage people, whose
 * passkeys stay the way in when the provider is down or misconfigured (break-glass). Asked at
 * sign-in, at every refresh and on every request, so a session begun another way ends when the
 * setting or the account's roles change.
 */
export function ssoRefuses(config: SsoConfig, account: RoleHolder, method: SignInMethod): boolean {
  if (method === 'provider' || !ssoCovers(config, account)) return false;
  return method === 'password' || !mayUse(account, ACCESS.owner);
}

/**
 * Ends the sessions SSO_REQUIRED no longer lets live, for every account (at start: a setting
 * turned on reaches the sessions begun before it). Returns how many ended.
 */
export function endSessionsSsoRefuses(config: SsoConfig, repos: Repositories): number {
  if (config.ssoRequired.length === 0) return 0;
  let ended = 0;
  for (const user of repos.users.list()) {
    const refused = SIGN_IN_METHODS.filter((method) => ssoRefuses(config, user, method));
    ended += repos.sessions.revokeBegunWith(user.id, refused, 'sso_required');
  }
  return ended;
}

/** The refusal, pointing at the provider's button. */
export function ssoRequiredError(config: Pick<AppConfig, 'oidc'>): ApiError {
  const name = config.oidc?.displayName ?? 'your organisation';
  const message = `Your role signs in with ${name}: use “Sign in with ${name}”.`;
  return new ApiError(403, 'sso_required', message, { error_description: message });
}
