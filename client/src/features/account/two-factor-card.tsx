import type { MfaStatus, TotpEnrolment } from '@shared/schemas/account';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/ui/field';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { addPasskey, newRecoveryCodes, removeTotp, startTotp, verifyTotp } from './account-api';
import { RecoveryCodesPanel } from './recovery-codes';
import { removePasskeyAction } from './remove-passkey-action';
import { useStepUp } from './step-up-dialog';

interface Props {
  status: MfaStatus;
  /** Reloads the status (and the session, which may no longer need enrolment). */
  onChanged: () => Promise<void>;
}

/** The QR code and the first code of a new authenticator app. */
function TotpSetup({
  enrolment,
  onActivated,
}: {
  enrolment: TotpEnrolment;
  onActivated: (codes: string[]) => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    try {
      onActivated(await verifyTotp(enrolment.factor_id, code));
    } catch (caught) {
      setError(describeError(caught));
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-6 rounded-md border border-border p-4">
      <div className="rounded-md bg-white p-3">
        <QRCodeSVG
          value={enrolment.otpauth_uri}
          size={168}
          title="QR code for your authenticator app"
        />
      </div>
      <form noValidate onSubmit={onSubmit} className="min-w-60 flex-1 space-y-3">
        <p className="text-sm">
          Scan the QR code with an authenticator app, or type this key:{' '}
          <code className="break-all font-mono text-xs" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <InputField
          label="Code from the app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={error}
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : 'Activate'}
        </Button>
      </form>
    </div>
  );
}

/**
 * Second factors: the authenticator app (TOTP), passkeys and recovery codes. Every change asks
 * for a step-up first (useStepUp: the password, and a code or a passkey once there is a factor).
 */
export function TwoFactorCard({ status, onChanged }: Props) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const { ask, dialog } = useStepUp(status);

  return (
    <Card
      title="Two-step verification"
      description={
        status.required
          ? 'Required for your role: keep an authenticator app or a passkey.'
          : 'A second factor keeps your account safe even if your password leaks.'
      }
    >
      <div className="space-y-6">
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}

        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 className="font-medium">Authenticator app</h3>
              <p className="text-sm text-muted-foreground" data-testid="totp-status">
                {status.totp ? 'On' : 'Off'}
              </p>
            </div>
            {!enrolment && (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant={status.totp ? 'outline' : 'primary'}
                  onClick={() =>
                    ask({
                      title: status.totp
                        ? 'Move to a new authenticator app'
                        : 'Set up an authenticator app',
                      confirmLabel: 'Continue',
                      failure: 'Could not start',
                      run: async (stepUp) => setEnrolment(await startTotp(stepUp)),
                    })
                  }
                >
                  {status.totp ? 'Replace app' : 'Set up authenticator app'}
                </Button>
                {status.totp && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      ask({
                        title: 'Remove the authenticator app',
                        confirmLabel: 'Remove app',
                        failure: 'Could not remove the app',
                        run: async (stepUp) => {
                          await removeTotp(stepUp);
                          toast({ title: 'Authenticator app removed' });
                          await onChanged();
                        },
                      })
                    }
                  >
                    Remove app
                  </Button>
                )}
              </div>
            )}
          </div>
          {enrolment && (
            <TotpSetup
              enrolment={enrolment}
              onActivated={(recovery) => {
                setEnrolment(null);
                setCodes(recovery);
                toast({ title: 'Authenticator app activated' });
                void onChanged();
              }}
            />
          )}
        </div>

        <div className="space-y-3">
          <h3 className="font-medium">Passkeys</h3>
          {status.passkeys.length === 0 ? (
            <p className="text-sm text-muted-foreground">No passkey yet.</p>
          ) : (
            <ul
              className="divide-y divide-border rounded-md border border-border"
              aria-label="Passkeys"
            >
              {status.passkeys.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-medium">{p.name}</span>{' '}
                    <span className="text-muted-foreground">
                      added {formatDateTime(p.created_at)}
                      {p.last_used_at ? `, last used ${formatDateTime(p.last_used_at)}` : ''}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove passkey ${p.name}`}
                    onClick={() => ask(removePasskeyAction(p, onChanged))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              ask({
                title: 'Add a passkey',
                confirmLabel: 'Continue',
                failure: 'Could not add the passkey',
                run: async (stepUp) => {
                  await addPasskey(passkeyName.trim() || 'Passkey', stepUp);
                  setPasskeyName('');
                  toast({ title: 'Passkey added' });
                  await onChanged();
                },
              });
            }}
          >
            <div className="w-60">
              <InputField
                label="Passkey name"
                name="passkey_name"
                placeholder="e.g. Work laptop"
                maxLength={60}
                value={passkeyName}
                onChange={(e) => setPasskeyName(e.target.value)}
              />
            </div>
            <Button type="submit" size="md" variant="outline">
              Add a passkey
            </Button>
          </form>
        </div>

        {(status.totp || status.passkeys.length > 0) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 className="font-medium">Recovery codes</h3>
              <p className="text-sm text-muted-foreground" data-testid="recovery-codes-left">
                {status.recovery_codes_left} left
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                ask({
                  title: 'Make new recovery codes',
                  confirmLabel: 'Make new codes',
                  failure: 'Could not make new codes',
                  run: async (stepUp) => {
                    setCodes(await newRecoveryCodes(stepUp));
                    await onChanged();
                  },
                })
              }
            >
              New recovery codes
            </Button>
          </div>
        )}
      </div>
      {dialog}
    </Card>
  );
}
