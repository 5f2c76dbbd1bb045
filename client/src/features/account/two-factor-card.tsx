import type { MfaStatus, TotpEnrolment } from '@shared/schemas/account';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/ui/field';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { addPasskey, newRecoveryCodes, removeTotp, startTotp, verifyTotp } from './account-api';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';
import { RecoveryCodesPanel } from './recovery-codes';
import { PasskeyList } from './passkey-list';
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
  const { twoFactor: t } = useAdminMessages('adminAccount', accountEnglish);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) {
      setError(t.codeMissing());
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
        <QRCodeSVG value={enrolment.otpauth_uri} size={168} title={t.qrTitle()} />
      </div>
      <form noValidate onSubmit={onSubmit} className="min-w-60 flex-1 space-y-3">
        <p className="text-sm">
          {t.scan()}{' '}
          <code className="break-all font-mono text-xs" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <InputField
          label={t.appCode()}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={error}
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t.checking() : t.activate()}
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
  const { twoFactor: t, passkeys } = useAdminMessages('adminAccount', accountEnglish);

  return (
    <Card title={t.title()} description={status.required ? t.required() : t.optional()}>
      <div className="space-y-6">
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}

        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 className="font-medium">{t.app()}</h3>
              <p className="text-sm text-muted-foreground" data-testid="totp-status">
                {status.totp ? t.on() : t.off()}
              </p>
            </div>
            {!enrolment && (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant={status.totp ? 'outline' : 'primary'}
                  onClick={() =>
                    ask({
                      title: status.totp ? t.moveTitle() : t.setUpTitle(),
                      confirmLabel: t.continue(),
                      failure: t.startFailed(),
                      run: async (stepUp) => setEnrolment(await startTotp(stepUp)),
                    })
                  }
                >
                  {status.totp ? t.replace() : t.setUp()}
                </Button>
                {status.totp && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      ask({
                        title: t.removeTitle(),
                        confirmLabel: t.remove(),
                        failure: t.removeFailed(),
                        run: async (stepUp) => {
                          await removeTotp(stepUp);
                          toast({ title: t.removed() });
                          await onChanged();
                        },
                      })
                    }
                  >
                    {t.remove()}
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
                toast({ title: t.activated() });
                void onChanged();
              }}
            />
          )}
        </div>

        <div className="space-y-3">
          <h3 className="font-medium">{t.passkeys()}</h3>
          {status.passkeys.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noPasskey()}</p>
          ) : (
            <PasskeyList
              passkeys={status.passkeys}
              label={t.passkeys()}
              onRemove={(p) => ask(removePasskeyAction(p, onChanged, passkeys))}
            />
          )}
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              ask({
                title: t.addTitle(),
                confirmLabel: t.continue(),
                failure: t.addFailed(),
                run: async (stepUp) => {
                  await addPasskey(passkeyName.trim() || t.defaultName(), stepUp);
                  setPasskeyName('');
                  toast({ title: t.added() });
                  await onChanged();
                },
              });
            }}
          >
            <div className="w-60">
              <InputField
                label={t.passkeyName()}
                name="passkey_name"
                placeholder={t.passkeyPlaceholder()}
                maxLength={60}
                value={passkeyName}
                onChange={(e) => setPasskeyName(e.target.value)}
              />
            </div>
            <Button type="submit" size="md" variant="outline">
              {t.add()}
            </Button>
          </form>
        </div>

        {(status.totp || status.passkeys.length > 0) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 className="font-medium">{t.recoveryCodes()}</h3>
              <p className="text-sm text-muted-foreground" data-testid="recovery-codes-left">
                {t.codesLeft({ count: status.recovery_codes_left })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                ask({
                  title: t.newCodesTitle(),
                  confirmLabel: t.newCodesConfirm(),
                  failure: t.newCodesFailed(),
                  run: async (stepUp) => {
                    setCodes(await newRecoveryCodes(stepUp));
                    await onChanged();
                  },
                })
              }
            >
              {t.newCodes()}
            </Button>
          </div>
        )}
      </div>
      {dialog}
    </Card>
  );
}
