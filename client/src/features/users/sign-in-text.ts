import type { SignInMethod } from '@shared/schemas/admin-users';

/**
 * How an account signs in, for its row on the Users page: "signs in with Contoso, passkey".
 * `providerName` is the identity provider's (null while unknown).
 */
export function describeSignIn(methods: readonly SignInMethod[], providerName: string | null) {
  const labels: Record<SignInMethod, string> = {
    provider: providerName ?? 'the identity provider',
    password: 'password',
    passkey: 'passkey',
  };
  return methods.length > 0
    ? `signs in with ${methods.map((m) => labels[m]).join(', ')}`
    : 'no way to sign in';
}
