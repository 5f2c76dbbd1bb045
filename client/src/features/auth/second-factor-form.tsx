import type { MfaRequired } from '@shared/schemas/auth';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';
import { AuthApiError } from './auth-errors';
import type { Session } from './session-storage';

type Factor = { otp: string } | { recoveryCode: string } | { passkey: true };

interface Props {
  challenge: MfaRequired;
  /** Runs the grant; throws with a message for the person on failure. */
  submit: (factor: Factor) => Promise<Session>;
  onDone: (session: Session) => void;
  /** A failure the form does not show itself (the server's reasons it shows beside the field). */
  onError: (error: unknown) => void;
}

/** The second step of sign-in: a code from the authenticator app, a recovery code or a passkey. */
export function SecondFactorForm({ challenge, submit, onDone, onError }: Props) {
  const hasOtp = challenge.factors.includes('otp');
  const [mode, setMode] = useState<'otp' | 'recovery'>(hasOtp ? 'otp' : 'recovery');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { secondFactor: t } = useAdminMessages('adminAccount', accountEnglish);

  async function run(factor: Factor) {
    setBusy(true);
    try {
      onDone(await submit(factor));
    } catch (caught) {
      setBusy(false);
      // The server's reason (a wrong or spent code, too many attempts) is said once, beside the
      // field, where a screen reader finds it from the field; anything else (a closed passkey
      // prompt, no connection) goes to onError.
      if (caught instanceof AuthApiError) setError(caught.message);
      else {
        setError(undefined);
        onError(caught);
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (mode === 'otp' && !/^\d{6}$/.test(value)) {
      setError(t.otpMissing());
      return;
    }
    if (mode === 'recovery' && value.length < 8) {
      setError(t.recoveryMissing());
      return;
    }
    setError(undefined);
    void run(mode === 'otp' ? { otp: value } : { recoveryCode: value });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t.intro({ how: mode === 'otp' ? t.otpHow() : t.recoveryHow() })}
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <InputField
          key={mode}
          label={mode === 'otp' ? t.otpLabel() : t.recoveryLabel()}
          name="code"
          autoComplete="one-time-code"
          inputMode={mode === 'otp' ? 'numeric' : 'text'}
          autoFocus
          required
          error={error}
          disabled={busy}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t.verifying() : t.verify()}
        </Button>
      </form>
      {challenge.factors.includes('webauthn') && (
        <Button
          variant="outline"
          className="w-full"
          disabled={busy}
          onClick={() => void run({ passkey: true })}
        >
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          {t.passkey()}
        </Button>
      )}
      {hasOtp && (
        <button
          type="button"
          className="w-full text-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          onClick={() => setMode(mode === 'otp' ? 'recovery' : 'otp')}
        >
          {mode === 'otp' ? t.useRecovery() : t.useApp()}
        </button>
      )}
    </div>
  );
}
