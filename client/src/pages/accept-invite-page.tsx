import { invitationAcceptSchema, type InvitationStatus } from '@shared/schemas/admin-users';
import { ROLE_LABELS } from '@shared/vocabularies/roles';
import { LIMITS } from '@shared/vocabularies/limits';
import { UserPlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { api, type ApiErrorBody } from '~/lib/api-client';
import { toFieldErrors, type FieldErrors } from '~/lib/form-errors';
import { useDocumentTitle } from '~/lib/use-document-title';
import { AdminMessagesGate, useAdminMessages } from '~/lib/admin-messages';
import { withElement } from '~/lib/message-parts';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

/** The invitation token travels in the fragment (#token=...), which never reaches a server. */
function tokenFromHash(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/**
 * The link's state before the form: a used or withdrawn link says so at once instead of failing
 * on submit. Null while asking; when the server cannot be reached, the form is shown anyway
 * (accepting still checks the link).
 */
function useInvitationStatus(token: string): InvitationStatus | 'loading' | null {
  const [status, setStatus] = useState<InvitationStatus | 'loading' | null>(
    token ? 'loading' : null,
  );
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api.POST('/api/invitations/status', { body: { token } }).then(
      ({ data }) => !cancelled && setStatus(data ?? null),
      () => !cancelled && setStatus(null),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);
  return status;
}

/** /accept-invite: an invited colleague chooses a password; the account is made. */
function AcceptInvitePageContent() {
  const { invite: t } = useAdminMessages('adminAccount', accountEnglish);
  useDocumentTitle(t.title());
  const [token] = useState(tokenFromHash);
  const status = useInvitationStatus(token);
  const closed = status !== null && status !== 'loading' && status.state !== 'open';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const parsed = invitationAcceptSchema.safeParse({ token, password });
    const next = parsed.success ? {} : toFieldErrors(parsed.error.issues);
    if (form.get('confirm') !== password) next.confirm = t.mismatch();
    setErrors(next);
    setProblem(next.token ?? null);
    if (!parsed.success || next.confirm) return;
    setBusy(true);
    try {
      const { data, error } = await api.POST('/api/invitations/accept', { body: parsed.data });
      if (data) {
        setEmail(data.user.email);
        return;
      }
      const body = error as ApiErrorBody | undefined;
      setErrors(toFieldErrors(body?.issues));
      setProblem(body?.message ?? t.notMade());
    } catch {
      setProblem(t.unreachable());
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-2 text-center">
          <UserPlus className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight">{t.title()}</h1>
          <p className="text-sm text-muted-foreground">{t.intro()}</p>
        </div>
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          {status === 'loading' ? (
            <Spinner label={t.checking()} className="text-muted-foreground" />
          ) : closed ? (
            <div className="space-y-4 text-sm">
              <p
                role="alert"
                className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-destructive"
              >
                {status.message}
              </p>
              {status.state === 'used' && (
                <Link
                  to={paths.login}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t.goToSignIn()}
                </Link>
              )}
            </div>
          ) : email ? (
            <div className="space-y-4 text-sm" role="status">
              <p>{withElement(t.ready, 'email', <strong>{email}</strong>, {})}</p>
              <Link
                to={paths.login}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.goToSignIn()}
              </Link>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              {status?.state === 'open' && (
                <p className="text-sm">
                  {status.role
                    ? withElement(
                        t.accountWithRole,
                        'email',
                        <strong className="wrap-anywhere">{status.email}</strong>,
                        { role: ROLE_LABELS[status.role] },
                      )
                    : withElement(
                        t.account,
                        'email',
                        <strong className="wrap-anywhere">{status.email}</strong>,
                        {},
                      )}
                </p>
              )}
              {problem && (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
                >
                  {problem}
                </p>
              )}
              <InputField
                label={t.password()}
                name="password"
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.password.max}
                hint={t.passwordHint()}
                error={errors.password}
                disabled={busy}
              />
              <InputField
                label={t.repeat()}
                name="confirm"
                type="password"
                autoComplete="new-password"
                error={errors.confirm}
                disabled={busy}
              />
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? t.submitting() : t.submit()}
              </Button>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}

/** The page once the admin's texts in the site's language are loaded. */
export default function AcceptInvitePage() {
  return (
    <AdminMessagesGate>
      <AcceptInvitePageContent />
    </AdminMessagesGate>
  );
}
