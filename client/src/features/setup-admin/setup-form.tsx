import { LIMITS } from '@shared/vocabularies/limits';
import { setupInputSchema } from '@shared/schemas/setup';
import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { api } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { useAdminMessages } from '~/lib/admin-messages';
import { withElement } from '~/lib/message-parts';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

type FieldName = 'setup_token' | 'email' | 'password' | 'confirm';
type FieldErrors = Partial<Record<FieldName, string>>;

export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

function Rule({ ok, children }: { ok: boolean; children: string }) {
  const { setup: t } = useAdminMessages('adminAccount', accountEnglish);
  return (
    <li className={cn('flex items-center gap-1.5', ok ? 'text-success' : 'text-muted-foreground')}>
      {ok ? (
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
      ) : (
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      <span>{children}</span>
      <span className="sr-only">{ok ? t.met() : t.notMet()}</span>
    </li>
  );
}

/** The administrator's setup token, e-mail and password (twice), sent to POST /api/setup. */
export function SetupForm({
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
  const { setup: t } = useAdminMessages('adminAccount', accountEnglish);

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
    if (password !== confirm) next.confirm = t.mismatch();
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
      setServerError(
        t.failed({ message: messageOf(error, t.failedStatus({ status: response.status })) }),
      );
    } catch (error) {
      setServerError(t.failed({ message: messageOf(error, t.unreachable()) }));
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
        label={t.token()}
        name="setup_token"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={LIMITS.setupToken}
        error={errors.setup_token}
        hint={withElement(t.tokenHint, 'variable', <code>ADMIN_SETUP_TOKEN</code>, {})}
      />
      <InputField
        label={t.email()}
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={LIMITS.email}
        error={errors.email}
      />
      <InputField
        label={t.password()}
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
        label={t.confirm()}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        maxLength={LIMITS.password.max}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <ul aria-label={t.rules()} className="space-y-1 text-xs">
        <Rule ok={longEnough}>{t.longEnough({ min: LIMITS.password.min })}</Rule>
        <Rule ok={matches}>{t.matches()}</Rule>
      </ul>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t.submitting() : t.submit()}
      </Button>
    </form>
  );
}
