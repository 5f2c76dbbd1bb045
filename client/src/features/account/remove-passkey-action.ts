import type { Passkey } from '@shared/schemas/account';
import type { Messages } from '@shared/messages/catalogues';
import { toast } from '~/lib/toast-store';
import { removePasskey } from './account-api';
import type { StepUpAction } from './step-up-action';

/**
 * Removing a passkey, as the step-up dialog runs it: from the passkey list, and from the review
 * after a password change (which fills in the password just chosen).
 */
export function removePasskeyAction(
  passkey: Passkey,
  onChanged: () => Promise<void>,
  t: Messages['adminAccount']['passkeys'],
  password?: string,
): StepUpAction {
  return {
    title: t.removeTitle({ name: passkey.name }),
    confirmLabel: t.removeConfirm(),
    failure: t.removeFailed(),
    ...(password !== undefined ? { password } : {}),
    run: async (stepUp) => {
      await removePasskey(passkey.id, stepUp);
      toast({ title: t.removed() });
      await onChanged();
    },
  };
}
