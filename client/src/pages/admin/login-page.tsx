import { loginInputSchema } from '@shared/schemas/auth';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/lib/toast-store';
import { paths } from '~/config/paths';
import { AuthApiError, AuthProvider, useAuth } from '~/features/auth';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function LoginForm() {
  const { session, loading, signIn } = useAuth();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  if (loading) {
    return <Spinner label="Loading session" className="text-muted-foreground" />;
  }
  if (session && !submitting) return <Navigate to={paths.admin.dashboard} replace />;

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
      await signIn(parsed.data);
      toast({ title: 'Login Successful!' });
      navigate(paths.admin.dashboard, { replace: true });
    } catch (error) {
      toast({
        title: 'Login Failed',
        description:
          error instanceof AuthApiError
            ? error.message
            : 'Please check your credentials and try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={errors.email}
        disabled={submitting}
      />
      <InputField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        disabled={submitting}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}

/** /login: outside the public layout (no header, footer, chat or banner). */
export default function LoginPage() {
  return (
    <AuthProvider>
      <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2 text-center">
            <ShieldCheck className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-semibold tracking-tight">Admin Login</h1>
            <p className="text-sm text-muted-foreground">
              Sign in to manage the site and read new leads.
            </p>
          </div>
          <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
            <LoginForm />
          </div>
          <p className="text-center text-sm text-muted-foreground">
            <Link
              to={paths.home}
              className="underline-offset-4 hover:text-foreground hover:underline"
            >
              Back to Site
            </Link>
          </p>
        </div>
      </main>
    </AuthProvider>
  );
}
