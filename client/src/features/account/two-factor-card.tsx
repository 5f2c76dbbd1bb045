import type { MfaStatus, TotpEnrolment } from '@shared/schemas/account';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/ui/field';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import {
  addPasskey,
  newRecoveryCodes,
  removePasskey,
  removeTotp,
  startTotp,
  verifyTotp,
} from './account-api';
import { RecoveryCodesPanel } from './recovery-codes';

interface Props {
  status: MfaStatus;
  /** Reloads the status (and the session, which may no longer need enrolment). */
  onChanged: () => Promise<void>;
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: describeError(error), variant: 'destructive' });

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

/** Second factors: the authenticator app (TOTP), passkeys and recovery codes. */
export function TwoFactorCard({ status, onChanged }: Props) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await work();
      await onChanged();
    } catch (error) {
      failed(failure)(error);
    } finally {
      setBusy(false);
    }
  }

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
            {status.totp ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => void act(removeTotp, 'Could not remove the app')}
              >
                Remove app
              </Button>
            ) : (
              !enrolment && (
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => void startTotp().then(setEnrolment, failed('Could not start'))}
                >
                  Set up authenticator app
                </Button>
              )
            )}
          </div>
          {enrolment && !status.totp && (
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
                    disabled={busy}
                    aria-label={`Remove passkey ${p.name}`}
                    onClick={() =>
                      void act(() => removePasskey(p.id), 'Could not remove the passkey')
                    }
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
              void act(async () => {
                await addPasskey(passkeyName.trim() || 'Passkey');
                setPasskeyName('');
                toast({ title: 'Passkey added' });
              }, 'Could not add the passkey');
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
                disabled={busy}
              />
            </div>
            <Button type="submit" size="md" variant="outline" disabled={busy}>
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
              disabled={busy}
              onClick={() =>
                void act(async () => setCodes(await newRecoveryCodes()), 'Could not make new codes')
              }
            >
              New recovery codes
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
