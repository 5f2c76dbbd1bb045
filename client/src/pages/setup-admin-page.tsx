import { LIMITS } from '@shared/schemas/limits';
import { setupInputSchema, setupStatusSchema } from '@shared/schemas/setup';
import { Check, KeyRound, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { api } from '~/lib/api-client';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';

// /setup-admin (spec sections 2, 4, 8): one-time creation of the administrator account. Instead
// of the original's fixed e-mail and password, it asks for the setup token the server printed at
// start (or ADMIN_SETUP_TOKEN) and the administrator's own e-mail and password.

export const EXISTS_REDIRECT_MS = 3000;
export const CREATED_REDIRECT_MS = 5000;

type Phase =
  | { name: 'checking' }
  | { name: 'check-failed'; message: string }
  | { name: 'exists' }
  | { name: 'form' }
  | { name: 'created'; email: string };

type FieldName = 'setup_token' | 'email' | 'password' | 'confirm';
type FieldErrors = Partial<Record<FieldName, string>>;

const trimStop = (text: string) => text.replace(/[.\s]+$/, '');

function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

function Rule({ ok, children }: { ok: boolean; children: string }) {
  return (
    <li className={cn('flex items-center gap-1.5', ok ? 'text-success' : 'text-muted-foreground')}>
      {ok ? (
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
      ) : (
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      <span>{children}</span>
      <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
    </li>
  );
}

function SetupForm({
  onCreated,
  onExists,
}: {
  onCreated: (email: string) => void;
  onExists: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const longEnough = password.length >= LIMITS.password.min;
  const matches = password.length > 0 && password === confirm;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const form = new FormData(event.currentTarget);
    const parsed = setupInputSchema.safeParse({
      setup_token: form.get('setup_token'),
      email: form.get('email'),
      password,
    });
    const next: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
    }
    if (password !== confirm) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (!parsed.success || next.confirm) return;

    setSubmitting(true);
    try {
      const { data, error, response } = await api.POST('/api/setup', { body: parsed.data });
      if (response.status === 201 && data) return onCreated(data.user.email);
      if (response.status === 409) return onExists();
      const issues = (error as { issues?: { path: string; message: string }[] } | undefined)
        ?.issues;
      if (issues?.length) {
        setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      }
      setServerError(`Error creating admin user: ${messageOf(error, `status ${response.status}`)}`);
    } catch (error) {
      setServerError(
        `Error creating admin user: ${messageOf(error, 'the server could not be reached')}`,
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {serverError}
        </p>
      )}
      <InputField
        label="Setup token"
        name="setup_token"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={LIMITS.setupToken}
        error={errors.setup_token}
        hint={
          <>
            The one-time code the server printed in its log when it started, next to the
            /setup-admin address, or the value of <code>ADMIN_SETUP_TOKEN</code> if you set it.
          </>
        }
      />
      <InputField
        label="Administrator email"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={LIMITS.email}
        error={errors.email}
      />
      <InputField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={LIMITS.password.max}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <InputField
        label="Confirm password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        maxLength={LIMITS.password.max}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <ul aria-label="Password rules" className="space-y-1 text-xs">
        <Rule ok={longEnough}>{`At least ${LIMITS.password.min} characters`}</Rule>
        <Rule ok={matches}>Both passwords match</Rule>
      </ul>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create admin account'}
      </Button>
    </form>
  );
}

export default function SetupAdminPage() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { data, error, response } = await api.GET('/api/setup');
        const parsed = setupStatusSchema.safeParse(data);
        if (!response.ok || !parsed.success) {
          throw new Error(messageOf(error, `the server answered with status ${response.status}`));
        }
        if (!cancelled) setPhase(parsed.data.admin_exists ? { name: 'exists' } : { name: 'form' });
      } catch (error) {
        if (!cancelled)
          setPhase({ name: 'check-failed', message: messageOf(error, 'unknown error') });
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
          <h1 className="text-2xl font-semibold tracking-tight">Set up the admin account</h1>
          <p className="text-sm text-muted-foreground">
            This page works once: it creates the first administrator of the site.
          </p>
        </div>
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          {phase.name === 'checking' && (
            <div className="flex items-center justify-center gap-3 text-sm text-muted-foreground">
              <Spinner label="Checking for existing users" />
              <span>Checking for existing users...</span>
            </div>
          )}
          {phase.name === 'check-failed' && (
            <p role="alert" className="text-sm text-destructive">
              {`Error checking for existing users: ${trimStop(phase.message)}. Setup cannot continue.`}
            </p>
          )}
          {phase.name === 'exists' && (
            <p role="status" className="text-sm">
              Admin account already exists. Redirecting to login...
            </p>
          )}
          {phase.name === 'created' && (
            <p role="status" className="text-sm">
              Admin account created for <strong>{phase.email}</strong>. You can now sign in with it.
              Redirecting to login in 5 seconds...
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
