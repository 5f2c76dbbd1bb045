import type { MfaRequired } from '@shared/schemas/auth';
import { adminReturnPathSchema, type OidcOutcome } from '@shared/schemas/oidc';
import { Building2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { providerLoginUrl, takeProviderOutcome } from './auth-providers';
import type { Session } from './session-storage';
import { completeProviderSignIn } from './session-store';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

/** "Sign in with Contoso": a link, since the sign-in is a round trip through the provider. */
export function ProviderButton({
  displayName,
  disabled = false,
}: {
  displayName: string;
  disabled?: boolean;
}) {
  const { login } = useAdminMessages('adminAccount', accountEnglish);
  return (
    <a
      href={providerLoginUrl()}
      aria-disabled={disabled || undefined}
      className={cn(
        buttonClasses('primary'),
        'w-full',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <Building2 className="h-4 w-4" aria-hidden="true" />
      {login.withProvider({ provider: displayName })}
    </a>
  );
}

/** The line between the provider's button and the password form. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      {label}
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}

/** Where a sign-in that came back from the provider goes: a path of the admin area only. */
function adminReturnPath(path: string | null): string | null {
  return adminReturnPathSchema.safeParse(path).success ? path : null;
}

interface Handlers {
  /** The session is being fetched (the page holds its form meanwhile). */
  starting: () => void;
  /** Signed in: the session, and where the sign-in was started for. */
  signedIn: (session: Session, returnTo: string | null) => void;
  /** The site's own second factor is asked, as after a password. */
  secondFactor: (challenge: MfaRequired, returnTo: string | null) => void;
  failed: (error: unknown) => void;
}

/**
 * The outcome the provider's callback left for this page (once per load): signed in (the
 * session comes from the refresh cookie it set), a second factor to ask, or a refusal, which is
 * returned for the page to show.
 */
export function useProviderOutcome(
  handlers: Handlers,
): Extract<OidcOutcome, { status: 'refused' }> | null {
  const outcome = useRef<OidcOutcome | null | undefined>(undefined);
  if (outcome.current === undefined) outcome.current = takeProviderOutcome();
  const handled = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const taken = outcome.current;
    if (handled.current || !taken || taken.status === 'refused') return;
    handled.current = true;
    const returnTo = adminReturnPath(taken.return_to);
    if (taken.status === 'mfa_required')
      return latest.current.secondFactor(taken.challenge, returnTo);
    latest.current.starting();
    completeProviderSignIn().then(
      (session) => latest.current.signedIn(session, returnTo),
      (error: unknown) => latest.current.failed(error),
    );
  }, []);

  return outcome.current?.status === 'refused' ? outcome.current : null;
}
