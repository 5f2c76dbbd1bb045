import type { Passkey } from '@shared/schemas/account';
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
  password?: string,
): StepUpAction {
  return {
    title: `Remove the passkey ${passkey.name}`,
    confirmLabel: 'Remove passkey',
    failure: 'Could not remove the passkey',
    ...(password !== undefined ? { password } : {}),
    run: async (stepUp) => {
      await removePasskey(passkey.id, stepUp);
      toast({ title: 'Passkey removed' });
      await onChanged();
    },
  };
}
