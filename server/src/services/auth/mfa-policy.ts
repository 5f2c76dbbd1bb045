import { rolesOf, type Role, type RoleHolder } from '@shared/vocabularies/roles';

/**
 * Who must use a second factor: the one place that reads REQUIRE_ADMIN_MFA (on, off or a list of
 * roles). Asked on every signed-in request (plugins/app/authentication.ts), at sign-in and at
 * each refresh, with the account's roles of that moment: a session that began before the setting
 * was switched on, or before its account got a role that needs a factor, is held to it at its
 * next request.
 */
export interface MfaPolicy {
  /** A second factor is required of this account: it may not remove its last one. */
  requires(account: Account): boolean;
  /**
   * The account has to enrol a second factor before it may do anything else; not in a session
   * begun through the identity provider with a second factor there (`provider_mfa`).
   */
  mustEnrol(account: Account, session?: { provider_mfa: boolean }): boolean;
}

/** An account by its id, with its roles when the caller has them at hand. */
type Account = { id: string } & Partial<RoleHolder>;

export function createMfaPolicy(
  setting: { requireAdminMfa: readonly Role[] },
  factors: { hasSecondFactor(userId: string): boolean },
  accounts: { findById(id: string): RoleHolder | undefined },
): MfaPolicy {
  const requires = (account: Account) => {
    if (setting.requireAdminMfa.length === 0) return false;
    // Any of its roles that needs a factor holds it to one (hiring beside sales, say).
    const holder = account.role ? (account as RoleHolder) : accounts.findById(account.id);
    return !!holder && rolesOf(holder).some((role) => setting.requireAdminMfa.includes(role));
  };
  return {
    requires,
    mustEnrol: (account, session) =>
      requires(account) && !session?.provider_mfa && !factors.hasSecondFactor(account.id),
  };
}
