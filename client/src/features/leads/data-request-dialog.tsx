import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import { LIMITS } from '@shared/vocabularies/limits';
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { toast } from '~/lib/toast-store';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { eraseDataSubject, exportDataSubject } from './data-request-api';
import { saveBlob } from '~/lib/save-blob';
import { listKinds } from './lead-format';
import { describeError } from './leads-api';
import { useLeadTexts } from './lead-texts';

interface DataRequestDialogProps {
  /** The kinds of lead the account sees: a request covers those. */
  kinds: readonly LeadKind[];
  open: boolean;
  onClose: () => void;
  /** After an erasure: the inbox reloads. */
  onErased: () => void;
}

/**
 * A person's request about their data, by the e-mail address they used: download everything
 * stored under it as JSON (access), or erase it (erasure, asked twice). Both are audited.
 */
export function DataRequestDialog({ kinds, open, onClose, onErased }: DataRequestDialogProps) {
  const t = useLeadTexts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setConfirming(false);
    setError(undefined);
    onClose();
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  const download = (event?: FormEvent) => {
    event?.preventDefault();
    void run(async () => {
      const document = await exportDataSubject(email.trim());
      const count = kinds.reduce(
        (sum, kind) => sum + (document[LEAD_KIND_SPECS[kind].records]?.length ?? 0),
        0,
      );
      const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
      saveBlob(blob, `data-export-${new Date().toISOString().slice(0, 10)}.json`);
      toast({
        title: t.dataRequest.exported(),
        description: t.dataRequest.exportedText({ count, email }),
      });
    });
  };

  const erase = () =>
    run(async () => {
      const { erased } = await eraseDataSubject(email.trim());
      const count = kinds.reduce(
        (sum, kind) => sum + (erased[LEAD_KIND_SPECS[kind].records] ?? 0),
        0,
      );
      toast({
        title: t.dataRequest.erased(),
        description: t.dataRequest.erasedText({ count, email }),
      });
      setEmail('');
      close();
      onErased();
    });

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={t.dataRequest.title()}
      description={t.dataRequest.description({ kinds: listKinds(kinds) })}
      className="max-w-lg"
      footer={
        confirming ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={busy}>
              {t.dataRequest.cancel()}
            </Button>
            <Button variant="destructive" size="sm" onClick={erase} disabled={busy}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t.dataRequest.eraseForGood()}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="me-auto text-destructive"
              onClick={() => setConfirming(true)}
              disabled={busy || !email.trim()}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t.dataRequest.erase()}
            </Button>
            <Button size="sm" onClick={() => download()} disabled={busy || !email.trim()}>
              <Download className="h-4 w-4" aria-hidden="true" />
              {t.dataRequest.downloadJson()}
            </Button>
          </>
        )
      }
    >
      <form onSubmit={download} noValidate className="space-y-3">
        <InputField
          label={t.dataRequest.email()}
          name="email"
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setConfirming(false);
          }}
          maxLength={LIMITS.email}
          error={error}
          required
        />
        {confirming && (
          <p role="alert" className="text-sm text-destructive">
            {t.dataRequest.confirm({ nouns: listKinds(kinds, 'noun'), email })}
          </p>
        )}
      </form>
    </ModalDialog>
  );
}
