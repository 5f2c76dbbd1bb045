import { passwordChangeSchema, type MfaStatus } from '@shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/ui/field';
import { toast } from '~/lib/toast-store';
import { ApiError, describeError } from '~/lib/api-client';
import { toFieldErrors, type FieldErrors } from '~/lib/form-errors';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';
import { changePassword } from './account-api';
import { PasskeyList } from './passkey-list';
import { removePasskeyAction } from './remove-passkey-action';
import { useStepUp } from './step-up-dialog';

interface Props {
  status: MfaStatus;
  /** Reloads the second factors after a passkey was removed. */
  onChanged: () => Promise<void>;
}

/**
 * Change the password; the server ends every other session of the account. Passkeys sign in
 * without the password, so a new password alone does not shut out whoever added one: after the
 * change the account's passkeys are listed, to remove any not recognised. Removing one needs the
 * step-up like any factor change; the password just chosen is filled in (it is the current one),
 * so only the code or a passkey remains to give.
 */
export function PasswordCard({ status, onChanged }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** The new password, kept in memory while the passkey review is open (never stored). */
  const [review, setReview] = useState<string | null>(null);
  const { ask, dialog } = useStepUp(status);
  const { password: t, passkeys } = useAdminMessages('adminAccount', accountEnglish);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      current_password: String(form.get('current_password') ?? ''),
      new_password: String(form.get('new_password') ?? ''),
    };
    const parsed = passwordChangeSchema.safeParse(input);
    const next = parsed.success ? {} : toFieldErrors(parsed.error.issues);
    if (form.get('confirm_password') !== input.new_password) next.confirm_password = t.differ();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await changePassword(input.current_password, input.new_password);
      formElement.reset();
      if (status.passkeys.length > 0) setReview(input.new_password);
      toast({
        title: t.changed(),
        description: t.othersSignedOut(),
      });
    } catch (error) {
      if (error instanceof ApiError && error.body?.issues)
        setErrors(toFieldErrors(error.body.issues));
      else
        toast({
          title: t.failed(),
          description: describeError(error),
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t.title()} description={t.description()}>
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <InputField
          label={t.current()}
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          disabled={busy}
        />
        <InputField
          label={t.new()}
          name="new_password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password}
          disabled={busy}
        />
        <InputField
          label={t.repeat()}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password}
          disabled={busy}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t.saving() : t.submit()}
          </Button>
        </div>
      </form>
      {review !== null && status.passkeys.length > 0 && (
        <section
          aria-labelledby="passkey-review-title"
          className="mt-6 space-y-3 rounded-md border border-primary/40 bg-primary/5 p-4"
        >
          <h3 id="passkey-review-title" className="font-medium">
            {t.reviewTitle()}
          </h3>
          <p className="text-sm">{t.reviewText()}</p>
          <PasskeyList
            passkeys={status.passkeys}
            label={t.reviewList()}
            className="bg-background"
            removeVariant="outline"
            onRemove={(p) => ask(removePasskeyAction(p, onChanged, passkeys, review))}
          />
          <Button size="sm" variant="outline" onClick={() => setReview(null)}>
            {t.recogniseAll()}
          </Button>
        </section>
      )}
      {dialog}
    </Card>
  );
}
