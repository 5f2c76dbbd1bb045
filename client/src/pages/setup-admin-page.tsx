import { setupStatusSchema } from '@shared/schemas/setup';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { messageOf, SetupForm } from '~/features/setup-admin/setup-form';
import { api } from '~/lib/api-client';
import { useDocumentTitle } from '~/lib/use-document-title';
import { AdminMessagesGate, useAdminMessages } from '~/lib/admin-messages';
import { withElement } from '~/lib/message-parts';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

// /setup-admin: one-time creation of the administrator account, open only while no user exists.
// It asks for the setup token the server printed at start (or ADMIN_SETUP_TOKEN) and the
// administrator's own e-mail and password; afterwards (or if an admin exists) it goes to login.

export const EXISTS_REDIRECT_MS = 3000;
export const CREATED_REDIRECT_MS = 5000;

type Phase =
  | { name: 'checking' }
  // The server's message; else its status, or nothing known (said in the admin's language).
  | { name: 'check-failed'; message: string | null; status?: number }
  | { name: 'exists' }
  | { name: 'form' }
  | { name: 'created'; email: string };

const trimStop = (text: string) => text.replace(/[.\s]+$/, '');

function SetupAdminPageContent() {
  const { setup: t } = useAdminMessages('adminAccount', accountEnglish);
  useDocumentTitle(t.title());
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { data, error, response } = await api.GET('/api/setup');
        const parsed = setupStatusSchema.safeParse(data);
        if (!response.ok || !parsed.success) {
          const message = messageOf(error, '') || null;
          if (!cancelled) setPhase({ name: 'check-failed', message, status: response.status });
          return;
        }
        if (!cancelled) setPhase(parsed.data.admin_exists ? { name: 'exists' } : { name: 'form' });
      } catch (error) {
        if (!cancelled) setPhase({ name: 'check-failed', message: messageOf(error, '') || null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const delay =
      phase.name === 'exists'
        ? EXISTS_REDIRECT_MS
        : phase.name === 'created'
          ? CREATED_REDIRECT_MS
          : null;
    if (delay === null) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [phase.name, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md space-y-6">
        <div className="space-y-2 text-center">
          <KeyRound className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight">{t.title()}</h1>
          <p className="text-sm text-muted-foreground">{t.intro()}</p>
        </div>
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          {phase.name === 'checking' && (
            <div className="flex items-center justify-center gap-3 text-sm text-muted-foreground">
              <Spinner label={t.checkingLabel()} />
              <span>{t.checking()}</span>
            </div>
          )}
          {phase.name === 'check-failed' && (
            <p role="alert" className="text-sm text-destructive">
              {t.checkFailed({
                message: trimStop(
                  phase.message ??
                    (phase.status ? t.status({ status: phase.status }) : t.unknownError()),
                ),
              })}
            </p>
          )}
          {phase.name === 'exists' && (
            <p role="status" className="text-sm">
              {t.exists()}
            </p>
          )}
          {phase.name === 'created' && (
            <p role="status" className="text-sm">
              {withElement(t.created, 'email', <strong>{phase.email}</strong>, {})}
            </p>
          )}
          {phase.name === 'form' && (
            <SetupForm
              onCreated={(email) => setPhase({ name: 'created', email })}
              onExists={() => setPhase({ name: 'exists' })}
            />
          )}
        </div>
      </div>
    </main>
  );
}

/** The page once the admin's texts in the site's language are loaded. */
export default function SetupAdminPage() {
  return (
    <AdminMessagesGate>
      <SetupAdminPageContent />
    </AdminMessagesGate>
  );
}
