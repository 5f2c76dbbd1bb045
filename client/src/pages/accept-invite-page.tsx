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
import { AdminMessagesGate } from '~/lib/admin-messages';

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
  useDocumentTitle('Join the admin team');
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
    if (form.get('confirm') !== password) next.confirm = 'Passwords do not match';
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
      setProblem(body?.message ?? 'The account could not be made');
    } catch {
      setProblem('The server could not be reached. Check your connection.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-2 text-center">
          <UserPlus className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight">Join the admin team</h1>
          <p className="text-sm text-muted-foreground">Choose the password for your new account.</p>
        </div>
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          {status === 'loading' ? (
            <Spinner label="Checking the invitation" className="text-muted-foreground" />
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
                  Go to sign in
                </Link>
              )}
            </div>
          ) : email ? (
            <div className="space-y-4 text-sm" role="status">
              <p>
                Your account <strong>{email}</strong> is ready. Sign in, then set up two-step
                verification on your account page.
              </p>
              <Link
                to={paths.login}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Go to sign in
              </Link>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              {status?.state === 'open' && (
                <p className="text-sm">
                  The account <strong className="wrap-anywhere">{status.email}</strong>
                  {status.role && <>, role {ROLE_LABELS[status.role]}</>}.
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
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.password.max}
                hint="At least 12 characters; a phrase of unrelated words works well."
                error={errors.password}
                disabled={busy}
              />
              <InputField
                label="Repeat the password"
                name="confirm"
                type="password"
                autoComplete="new-password"
                error={errors.confirm}
                disabled={busy}
              />
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? 'Creating...' : 'Create my account'}
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
