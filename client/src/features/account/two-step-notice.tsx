import { ShieldAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { mfaStatus } from './account-api';

/**
 * The dashboard's reminder for an admin whose account is protected by a password only (an
 * invited colleague is never asked otherwise when the server does not require a second
 * factor). It asks on every visit until an authenticator app or a passkey is set up; when the
 * status cannot be read it stays quiet rather than nag on a guess.
 */
export function TwoStepNotice() {
  const { data: status } = useQuery({ queryKey: ['mfa-status'], queryFn: mfaStatus });
  const { twoStep: t } = useAdminMessages('adminShell', shellEnglish).dashboard;
  const missing = status && !status.totp && status.passkeys.length === 0;
  if (!missing) return null;
  return (
    <section
      aria-labelledby="two-step-notice-title"
      className="mb-6 flex gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
    >
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-1">
        <h2 id="two-step-notice-title" className="font-semibold">
          {t.title()}
        </h2>
        <p>{t.text()}</p>
        <Link
          to={paths.admin.account}
          className="inline-block font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.link()}
        </Link>
      </div>
    </section>
  );
}
