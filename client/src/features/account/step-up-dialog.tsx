import type { MfaStatus, Reauthentication } from '@shared/schemas/account';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { ApiError, describeError } from '~/lib/api-client';
import { toFieldErrors, type FieldErrors } from '~/lib/form-errors';
import { toast } from '~/lib/toast-store';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { passkeyAssertion } from './account-api';
import { useProviderStepUp } from './provider-step-up';
import type { StepUpAction } from './step-up-action';

/**
 * The step-up every change of a sign-in factor needs: one dialog for all of them. It
 * asks for the current password and, once the account has a second factor, a code from the app
 * or a recovery code, or a passkey instead. A refusal shows at its field and the dialog stays.
 */
export function useStepUp(status: MfaStatus): {
  ask: (action: StepUpAction) => void;
  dialog: ReactNode;
} {
  const withPassword = usePasswordStepUp(status);
  const withProvider = useProviderStepUp();
  // An account made through the identity provider has no password to give.
  return status.password ? withPassword : withProvider;
}

function usePasswordStepUp(status: MfaStatus): {
  ask: (action: StepUpAction) => void;
  dialog: ReactNode;
} {
  const [action, setAction] = useState<StepUpAction | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const secondFactor = status.totp || status.passkeys.length > 0;
  const { stepUp: t } = useAdminMessages('adminAccount', accountEnglish);
  const { dialog: common } = useAdminMessages('adminShell', shellEnglish);

  function close() {
    setAction(null);
    setErrors({});
  }

  async function confirm(withPasskey: boolean) {
    if (!action || !form.current) return;
    const data = new FormData(form.current);
    const stepUp: Reauthentication = {
      current_password: String(data.get('current_password') ?? ''),
      ...(secondFactor && !withPasskey ? { code: String(data.get('code') ?? '').trim() } : {}),
    };
    const missing: FieldErrors = {};
    if (!stepUp.current_password) missing.current_password = t.passwordMissing();
    if (secondFactor && !withPasskey && !stepUp.code) missing.code = t.codeMissing();
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      if (withPasskey) stepUp.passkey = await passkeyAssertion();
      await action.run(stepUp);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.body?.error === 'reauthentication_required') {
        setErrors(toFieldErrors(error.body.issues));
      } else {
        close();
        toast({ title: action.failure, description: describeError(error), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ModalDialog
      open={action !== null}
      onClose={close}
      title={action?.title ?? ''}
      description={secondFactor ? t.withFactor() : t.withPassword()}
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={close}>
            {common.cancel()}
          </Button>
          {status.passkeys.length > 0 && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => void confirm(true)}>
              {t.usePasskey()}
            </Button>
          )}
          <Button size="sm" type="submit" form="step-up-form" disabled={busy}>
            {busy ? t.checking() : (action?.confirmLabel ?? t.confirm())}
          </Button>
        </>
      }
    >
      <form
        id="step-up-form"
        ref={form}
        noValidate
        className="grid gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void confirm(false);
        }}
      >
        <InputField
          label={t.current()}
          name="current_password"
          type="password"
          autoComplete="current-password"
          defaultValue={action?.password}
          autoFocus={!action?.password}
          error={errors.current_password}
          disabled={busy}
        />
        {secondFactor && (
          <InputField
            label={t.code()}
            name="code"
            autoComplete="one-time-code"
            autoFocus={Boolean(action?.password)}
            error={errors.code ?? errors.passkey}
            disabled={busy}
          />
        )}
      </form>
    </ModalDialog>
  );

  return {
    ask: (next) => {
      setErrors({});
      setAction(next);
    },
    dialog,
  };
}
