import type { FastifyBaseLogger } from 'fastify';
import type { OidcConfig } from '../../../config/oidc-env';
import type { Repositories } from '../../../repositories';
import type { AuditLog } from '../../audit/audit-log';
import type { SessionStart } from '../session-start';
import { createAccountAccess } from './account-access';
import { createBackchannelLogout } from './backchannel-logout';
import { createOidcSignIn } from './oidc-sign-in';
import { createProviderCheck } from './provider-check';
import { createProviderClient } from './provider-client';
import type { ProviderSessionStore } from './provider-sessions';

interface Deps {
  settings: OidcConfig;
  repos: Repositories;
  audit: AuditLog;
  sessionStart: SessionStart;
  store: ProviderSessionStore;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Signing in through the identity provider: the services that share its one client. */
export function createOidcServices(deps: Deps) {
  const log = deps.log.child({ component: 'oidc' });
  const provider = createProviderClient(deps.settings, deps.now);
  const access = createAccountAccess(deps.settings, deps.repos, deps.audit);
  const shared = { ...deps, provider, access, log };
  return {
    displayName: deps.settings.displayName,
    signIn: createOidcSignIn(shared),
    check: createProviderCheck(shared),
    backchannel: createBackchannelLogout(shared),
  };
}

export type OidcServices = ReturnType<typeof createOidcServices>;
