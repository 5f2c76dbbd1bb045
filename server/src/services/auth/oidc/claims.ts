import type { Role } from '@shared/vocabularies/roles';
import type { OidcConfig } from '../../../config/oidc-env';
import { normalizeEmail } from '../../../repositories/users-repository';

// What this site reads from the provider's claims (the ID token, or userinfo at a check).

export type Claims = Record<string, unknown>;

/**
 * Authentication methods (RFC 8176 `amr`) that show a second factor at the provider: several
 * factors (mfa, mca), a one-time code (otp, sms, tel), a key (hwk, swk, sc) or biometrics.
 */
const SECOND_FACTOR_AMR = new Set([
  'mfa',
  'mca',
  'otp',
  'sms',
  'tel',
  'hwk',
  'swk',
  'sc',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
]);

export function secondFactorShown(claims: Claims): boolean {
  const amr = claims.amr;
  return Array.isArray(amr) && amr.some((m) => typeof m === 'string' && SECOND_FACTOR_AMR.has(m));
}

/**
 * An address with a character outside ASCII. Such an address is never compared with accounts
 * here: Unicode lower-casing folds some of them onto others (the Kelvin sign U+212A becomes k).
 */
export function emailNotAscii(claims: Claims): boolean {
  return typeof claims.email === 'string' && /[^\x20-\x7e]/.test(claims.email);
}

/**
 * The address the provider vouches for, lower-cased in ASCII only, or null when it does not:
 * `email_verified` true, or Entra ID's `xms_edov` (the tenant owns the address's domain; Entra
 * sends no email_verified, and an unverified address there is how one tenant impersonates
 * another). An address outside ASCII is never one (emailNotAscii).
 */
export function verifiedEmail(claims: Claims): string | null {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) return null;
  if (emailNotAscii(claims)) return null;
  const verified = claims.email_verified === true || claims.xms_edov === true;
  return verified ? normalizeEmail(claims.email) : null;
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

/** The values of the role claim: a string, or an array of strings (groups). */
function claimValues(claims: Claims, name: string): string[] {
  const value = claims[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The role OIDC_ROLE_MAP gives these claims: its first entry the person is in; null for none. */
export function mappedRole(
  claims: Claims,
  mapping: NonNullable<OidcConfig['roleMapping']>,
): Role | null {
  const held = new Set(claimValues(claims, mapping.claim));
  return mapping.entries.find((entry) => held.has(entry.group))?.role ?? null;
}
