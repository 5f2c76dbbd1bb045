import type { OidcRefusal } from '@shared/schemas/oidc';
import { ACCESS, mayUse, type Role } from '@shared/vocabularies/roles';
import type { OidcConfig } from '../../../config/oidc-env';
import type { Repositories } from '../../../repositories';
import type { UserRow } from '../../../repositories/users-repository';
import type { AuditLog, RequestContext } from '../../audit/audit-log';
import { emailDomain, mappedRole, type Claims } from './claims';

/** What a refusal's message may name. */
export interface RefusalFacts {
  email?: string | null;
  /** The provider's error code (an `error` of the callback), already checked to be a code. */
  code?: string;
  /** The person is one of the firm's: an account here, or an address in OIDC_ALLOWED_DOMAINS. */
  insider?: boolean;
}

type Words = { name: string; contact: string; email: string; code: string };

/** Each refusal in the words of the person refused (the login page shows it). */
const REFUSAL_MESSAGES: Record<OidcRefusal, (w: Words) => string> = {
  login_expired: () =>
    'The sign-in took too long, or was started in another browser. Start it again here.',
  provider_error: (w) =>
    `${w.name} did not sign you in (${w.code}). Start again; if it keeps happening, ask ${w.contact}.`,
  provider_unavailable: (w) => `${w.name} could not be reached. Try again in a minute.`,
  state_mismatch: () =>
    'This sign-in was not started from this browser, so it was refused. Start it again here.',
  issuer_mismatch: (w) =>
    `The answer did not come from ${w.name}, so it was refused. Start again; if it keeps happening, tell ${w.contact}.`,
  code_rejected: (w) =>
    `${w.name} refused this sign-in’s code (it was used already or has expired). Start it again here.`,
  id_token_invalid: (w) =>
    `${w.name}’s answer failed this site’s security checks, so it was refused. Start again; if it keeps happening, tell ${w.contact}.`,
  email_not_verified: (w) =>
    `${w.name} has not verified your e-mail address, so it cannot be matched to an account here. Ask ${w.contact}.`,
  email_not_ascii: (w) =>
    `Your e-mail address at ${w.name} has characters outside plain ASCII, which this site does not match to accounts. Ask ${w.contact}.`,
  not_invited: (w) =>
    `There is no account here for ${w.email}. Ask ${w.contact} for an invitation.`,
  no_role: (w) =>
    `Your account at ${w.name} is in no group that has access here. Ask ${w.contact} to add you to one, then sign in again.`,
  account_disabled: (w) => `Your account here is disabled. Ask ${w.contact} if you need it again.`,
  identity_mismatch: (w) =>
    `${w.email} is linked to another account at ${w.name}. Ask ${w.contact} to look into it.`,
  last_active_owner: (w) =>
    `${w.name} no longer makes you an owner, but you are the last active owner here and the site must keep one. Ask ${w.contact} to make someone else an owner first.`,
};

/**
 * Who gets in with which role: the role OIDC_ROLE_MAP gives the provider's claims,
 * applied to the account at every sign-in and check, and the refusals with whom to ask.
 */
export function createAccountAccess(settings: OidcConfig, repos: Repositories, audit: AuditLog) {
  /**
   * Whom to ask: OIDC_ACCESS_CONTACT, else the owners here, named only to the firm's own people
   * (a stranger signing in with some account of a public provider learns no addresses).
   */
  function contact(insider: boolean): string {
    if (settings.accessContact) return settings.accessContact;
    const owners = insider
      ? repos.users
          .list()
          .filter((u) => !u.disabled_at && mayUse(u, ACCESS.owner))
          .map((u) => u.email)
          .slice(0, 3)
      : [];
    return owners.length ? `an owner of this site (${owners.join(', ')})` : 'an owner of this site';
  }

  return {
    /** The role the provider gives now; null: none of its groups; undefined: roles are given here. */
    providerRole(claims: Claims): Role | null | undefined {
      return settings.roleMapping ? mappedRole(claims, settings.roleMapping) : undefined;
    },

    allowedDomain: (email: string) => settings.allowedDomains.includes(emailDomain(email)),

    /**
     * Gives the account the provider's role (audited as a change from the provider); false when
     * that would leave no active owner here.
     */
    applyRole(context: RequestContext, user: UserRow, role: Role): boolean {
      if (user.role === role) return true;
      const result = repos.users.setRoles(user.id, { role });
      if (result.outcome === 'last_active_owner' || result.outcome === 'not_found') return false;
      if (result.outcome === 'changed') {
        audit.record(context, {
          type: 'user.role_changed',
          actorId: null,
          actorEmail: null,
          targetType: 'user',
          targetId: user.id,
          details: { email: user.email, from: result.from.role, to: role, source: 'provider' },
        });
      }
      return true;
    },

    message(reason: OidcRefusal, facts: RefusalFacts = {}): string {
      return REFUSAL_MESSAGES[reason]({
        name: settings.displayName,
        contact: contact(facts.insider ?? false),
        email: facts.email ?? 'this address',
        code: facts.code ?? 'error',
      });
    },
  };
}

export type AccountAccess = ReturnType<typeof createAccountAccess>;
