import {
  OIDC_OUTCOME_COOKIE,
  oidcOutcomeSchema,
  type AuthProviders,
  type OidcOutcome,
} from '@shared/schemas/oidc';
import { useEffect, useState } from 'react';
import { api } from '~/lib/api-client';

// Signing in through the firm's identity provider: which one the server offers, the
// address that starts a sign-in there, and the outcome its callback leaves for the login page.

let providers: Promise<AuthProviders> | undefined;

/** What the server offers besides the password; asked once per page load. */
function fetchProviders(): Promise<AuthProviders> {
  providers ??= api.GET('/api/auth/providers').then(({ data }) => data ?? { oidc: null });
  // A failed call offers the password only, and is asked again next time.
  providers.catch(() => (providers = undefined));
  return providers;
}

/** The identity provider's name once known; null while loading or when there is none. */
export function useIdentityProvider(): { displayName: string } | null {
  const [provider, setProvider] = useState<{ displayName: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetchProviders().then(
      ({ oidc }) => live && setProvider(oidc ? { displayName: oidc.display_name } : null),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return provider;
}

/** GET /auth/oidc/login: a full navigation to the provider and back. */
export function providerLoginUrl(options: { returnTo?: string; reauthenticate?: boolean } = {}) {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('return_to', options.returnTo);
  if (options.reauthenticate) query.set('reauthenticate', '1');
  const search = query.toString();
  return `/auth/oidc/login${search ? `?${search}` : ''}`;
}

/**
 * The callback's outcome, read once: the cookie it came in is removed at once, so a reload or
 * the back button never replays it.
 */
export function takeProviderOutcome(): OidcOutcome | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${OIDC_OUTCOME_COOKIE}=`;
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  document.cookie = `${OIDC_OUTCOME_COOKIE}=; Max-Age=0; Path=/login`;
  try {
    const parsed = oidcOutcomeSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
