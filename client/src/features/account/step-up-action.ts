import type { Reauthentication } from '@shared/schemas/account';

/** One factor change waiting for its step-up. */
export interface StepUpAction {
  /** The dialog's title, e.g. "Remove the authenticator app". */
  title: string;
  confirmLabel: string;
  /** Runs the change with the step-up; a 403 reauthentication_required keeps the dialog open. */
  run: (stepUp: Reauthentication) => Promise<void>;
  failure: string;
  /** A password the admin has just typed (a password change): filled in for them. */
  password?: string;
}
