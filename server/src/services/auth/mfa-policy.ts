/**
 * Who must use a second factor: the one place that reads REQUIRE_ADMIN_MFA. It is asked on every
 * authenticated request (plugins/app/authentication.ts), at sign-in and at each refresh, never
 * stored on a session: a session that began before the setting was switched on is held to it at
 * its next request. When the setting grows into `on|off|<roles>`, `requires` is what changes.
 */
export interface MfaPolicy {
  /** A second factor is required of this account: it may not remove its last one. */
  requires(account: { id: string }): boolean;
  /** The account has to enrol a second factor before it may do anything else. */
  mustEnrol(account: { id: string }): boolean;
}

export function createMfaPolicy(
  setting: { requireAdminMfa: boolean },
  factors: { hasSecondFactor(userId: string): boolean },
): MfaPolicy {
  const requires = () => setting.requireAdminMfa;
  return {
    requires,
    mustEnrol: (account) => requires() && !factors.hasSecondFactor(account.id),
  };
}
