import { passwordChangeSchema } from '@shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/ui/field';
import { toast } from '~/lib/toast-store';
import { ApiError, describeError } from '~/lib/api-client';
import { toFieldErrors, type FieldErrors } from '~/lib/form-errors';
import { changePassword } from './account-api';

/** Change the password; the server ends every other session of the account. */
export function PasswordCard() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

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
    if (form.get('confirm_password') !== input.new_password)
      next.confirm_password = 'The two new passwords differ';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await changePassword(input.current_password, input.new_password);
      formElement.reset();
      toast({
        title: 'Password changed',
        description: 'Every other session of your account was signed out.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.body?.issues)
        setErrors(toFieldErrors(error.body.issues));
      else
        toast({
          title: 'Could not change the password',
          description: describeError(error),
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Password"
      description="At least 12 characters; a phrase of unrelated words is easiest to remember. Changing it signs out your other sessions."
    >
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <InputField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          disabled={busy}
        />
        <InputField
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password}
          disabled={busy}
        />
        <InputField
          label="Repeat the new password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password}
          disabled={busy}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
