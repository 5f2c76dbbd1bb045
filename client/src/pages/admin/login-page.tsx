import { loginInputSchema, type MfaRequired } from '@shared/schemas/auth';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/lib/toast-store';
import { paths } from '~/config/paths';
import { useDocumentTitle } from '~/lib/use-document-title';
import {
  AuthApiError,
  AuthProvider,
  MfaRequiredError,
  OrDivider,
  ProviderButton,
  SecondFactorForm,
  useAuth,
  useIdentityProvider,
  useProviderOutcome,
  type Session,
} from '~/features/auth';
import { AdminMessagesGate, useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

type LoginTexts = ReturnType<typeof useLoginTexts>;
const useLoginTexts = () => useAdminMessages('adminAccount', accountEnglish).login;

/** The message of a failed sign-in step for the toast. */
function failureMessage(error: unknown, t: LoginTexts): string {
  if (error instanceof AuthApiError) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError') return t.passkeyClosed();
  return t.checkCredentials();
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function LoginForm() {
  const { session, loading, signIn, completeMfa, signInWithPasskey } = useAuth();
  const navigate = useNavigate();
  const provider = useIdentityProvider();
  const t = useLoginTexts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<MfaRequired | null>(null);
  /** Where a sign-in through the provider was started for (its step-up: the account page). */
  const [returnTo, setReturnTo] = useState<string | null>(null);

  function signedIn(next: Session, to = returnTo) {
    toast({ title: t.succeeded() });
    // An admin who must first enrol a second factor goes to the account page.
    navigate(next.mfa_enrolment_required ? paths.admin.account : (to ?? paths.admin.dashboard), {
      replace: true,
    });
  }

  function failed(error: unknown) {
    setSubmitting(false);
    toast({ title: t.failed(), description: failureMessage(error, t), variant: 'destructive' });
  }

  // Back from the identity provider: signed in, a second factor to give here, or refused.
  const refusal = useProviderOutcome({
    signedIn,
    secondFactor: (asked, to) => {
      setReturnTo(to);
      setChallenge(asked);
    },
    failed,
    starting: () => setSubmitting(true),
  });

  if (loading) {
    return <Spinner label={t.loadingSession()} className="text-muted-foreground" />;
  }
  if (session && !submitting) return <Navigate to={paths.admin.dashboard} replace />;

  async function passkeyOnly() {
    setSubmitting(true);
    try {
      signedIn(await signInWithPasskey());
    } catch (error) {
      failed(error);
    }
  }

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        submit={async (factor) => {
          setSubmitting(true);
          return completeMfa(challenge.mfa_token, factor).catch((error: unknown) => {
            setSubmitting(false);
            // The mfa_token is single use and short-lived: when it is gone, start again.
            if (error instanceof AuthApiError && /mfa_token/.test(error.message))
              setChallenge(null);
            throw error;
          });
        }}
        onDone={signedIn}
        onError={failed}
      />
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginInputSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      signedIn(await signIn(parsed.data));
    } catch (error) {
      setSubmitting(false);
      if (error instanceof MfaRequiredError) setChallenge(error.challenge);
      else failed(error);
    }
  }

  return (
    <div className="space-y-4">
      {refusal && (
        <div role="alert" className="rounded-md border border-destructive/60 p-3 text-sm">
          <p className="font-medium">
            {t.refused({ provider: provider?.displayName ?? t.yourOrganisation() })}
          </p>
          <p className="mt-1 text-muted-foreground">{refusal.message}</p>
        </div>
      )}
      {provider && (
        <>
          <ProviderButton displayName={provider.displayName} disabled={submitting} />
          <OrDivider label={t.orPassword()} />
        </>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <InputField
          label={t.email()}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
          disabled={submitting}
        />
        <InputField
          label={t.password()}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          disabled={submitting}
        />
        <Button
          type="submit"
          variant={provider ? 'outline' : 'primary'}
          className="w-full"
          disabled={submitting}
        >
          {submitting ? t.submitting() : t.submit()}
        </Button>
        <Button
          variant="outline"
          className="w-full"
          disabled={submitting}
          onClick={() => void passkeyOnly()}
        >
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          {t.passkey()}
        </Button>
      </form>
    </div>
  );
}

/** After Logout (admin-layout.tsx navigates here with this state): a confirmation that it worked. */
function SignedOutNotice() {
  const { state } = useLocation();
  const signedOut = (state as { signedOut?: boolean } | null)?.signedOut === true;
  const t = useLoginTexts();
  if (!signedOut) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-border bg-muted/50 px-4 py-3 text-center text-sm"
    >
      {t.signedOut()}
    </p>
  );
}

/** /login: outside the public layout (no header, footer, chat or banner). */
function LoginPageContent() {
  const t = useLoginTexts();
  useDocumentTitle(t.title());
  return (
    <AuthProvider>
      <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2 text-center">
            <ShieldCheck className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-semibold tracking-tight">{t.title()}</h1>
            <p className="text-sm text-muted-foreground">{t.intro()}</p>
          </div>
          <SignedOutNotice />
          <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
            <LoginForm />
          </div>
          <p className="text-center text-sm text-muted-foreground">
            <Link
              to={paths.home}
              className="underline-offset-4 hover:text-foreground hover:underline"
            >
              {t.backToSite()}
            </Link>
          </p>
        </div>
      </main>
    </AuthProvider>
  );
}

/** The page once the admin's texts in the site's language are loaded. */
export default function LoginPage() {
  return (
    <AdminMessagesGate>
      <LoginPageContent />
    </AdminMessagesGate>
  );
}
