import type { SignInMethod } from '@shared/schemas/admin-users';
import type { PeopleTexts } from './role-text';

/**
 * How an account signs in, for its row on the Users page: "signs in with Contoso, passkey".
 * `providerName` is the identity provider's (null while unknown).
 */
export function describeSignIn(
  methods: readonly SignInMethod[],
  providerName: string | null,
  { admins: t }: PeopleTexts,
) {
  const labels: Record<SignInMethod, string> = {
    provider: providerName ?? t.identityProvider(),
    password: t.methodPassword(),
    passkey: t.methodPasskey(),
  };
  return methods.length > 0
    ? t.signsInWith({ methods: methods.map((m) => labels[m]).join(', ') })
    : t.noWayIn();
}
