import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { providerLoginUrl, useIdentityProvider } from '~/features/auth';
import { ApiError, describeError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import type { StepUpAction } from './step-up-action';

/**
 * The step-up of an account made through the identity provider, which has no password here: a
 * sign-in there within the last 10 minutes confirms the change. The dialog tries the change; when
 * the last sign-in is older, it offers to sign in again (the provider asks for the credentials
 * again) and come back to this page.
 */
export function useProviderStepUp(): { ask: (action: StepUpAction) => void; dialog: ReactNode } {
  const provider = useIdentityProvider();
  const { stepUp: t, login } = useAdminMessages('adminAccount', accountEnglish);
  const { dialog: common } = useAdminMessages('adminShell', shellEnglish);
  const name = provider?.displayName ?? login.yourOrganisation();
  const [action, setAction] = useState<StepUpAction | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setAction(null);
    setStale(null);
  }

  async function confirm() {
    if (!action) return;
    setBusy(true);
    try {
      await action.run({});
      close();
    } catch (error) {
      if (error instanceof ApiError && error.body?.error === 'reauthentication_required') {
        setStale(error.body.message);
      } else {
        close();
        toast({ title: action.failure, description: describeError(error), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const again = providerLoginUrl({ returnTo: paths.admin.account, reauthenticate: true });
  const dialog = (
    <ModalDialog
      open={action !== null}
      onClose={close}
      title={action?.title ?? ''}
      description={t.provider({ provider: name })}
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={close}>
            {common.cancel()}
          </Button>
          {stale ? (
            <a href={again} className={buttonClasses('primary', 'sm')}>
              {t.signInAgain({ provider: name })}
            </a>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => void confirm()}>
              {busy ? t.checking() : (action?.confirmLabel ?? t.confirm())}
            </Button>
          )}
        </>
      }
    >
      {stale && (
        <p role="alert" className="text-sm text-destructive">
          {stale}
        </p>
      )}
    </ModalDialog>
  );

  return { ask: (next) => setAction(next), dialog };
}
