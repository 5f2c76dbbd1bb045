import { SIGN_IN_METHODS, type SignInMethod } from '@shared/schemas/admin-users';
import type { AppConfig } from '../../config/app-config';
import { hasPassword } from '../../lib/password';
import type { Repositories } from '../../repositories';
import type { UserRow } from '../../repositories/users-repository';
import { ssoRefuses } from './sso-required';

/**
 * How an account can sign in now (the Users page): linked to the identity provider, its password
 * (it has one and SSO_REQUIRED lets it), a passkey alone (SSO_REQUIRED lets that too).
 */
export function createSignInMethods(
  config: Pick<AppConfig, 'oidc' | 'ssoRequired'>,
  repos: Repositories,
): (user: UserRow) => SignInMethod[] {
  const works: Record<SignInMethod, (user: UserRow) => boolean> = {
    provider: (u) =>
      config.oidc !== null &&
      repos.providerIdentities.forUser(u.id, config.oidc.issuer) !== undefined,
    password: (u) => hasPassword(u.password_hash) && !ssoRefuses(config, u, 'password'),
    passkey: (u) =>
      repos.passkeys.listForUser(u.id).length > 0 && !ssoRefuses(config, u, 'passkey'),
  };
  return (user) => SIGN_IN_METHODS.filter((method) => works[method](user));
}
