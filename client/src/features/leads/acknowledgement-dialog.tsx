import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type {
  AcknowledgementSettings,
  AcknowledgementTexts,
} from '@shared/schemas/acknowledgement';
import { siteLanguages } from '@shared/site-content/languages';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { adminApi } from '~/features/auth';
import { ApiError, dataOrThrow } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import type { FieldErrors } from '~/lib/form-errors';
import { toast } from '~/lib/toast-store';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { useLiveContent } from '~/lib/site-data/working-copy';
import { forSaving, restored, textIn, withField } from './acknowledgement-texts';
import { describeError } from './leads-api';
import { useLeadTexts } from './lead-texts';

/**
 * The requester's acknowledgement e-mail (AUTO_REPLY): its subject and text per kind the account
 * sees (the server keeps the other kinds' texts), with {reference}, {opening} and a download
 * request's {document}, {link} and {days} filled in when it is sent (never anything the visitor
 * typed). Says whether the server sends it. Where the site speaks several languages, a picker
 * chooses the language whose texts are shown: another than the default's may be left empty, and
 * its leads then get the built-in text in their language.
 */
export function AcknowledgementDialog({
  open,
  onClose,
  kinds,
}: {
  open: boolean;
  onClose: () => void;
  /** The kinds of lead the account sees. */
  kinds: readonly LeadKind[];
}) {
  const t = useLeadTexts();
  const [settings, setSettings] = useState<AcknowledgementSettings | null>(null);
  const [texts, setTexts] = useState<AcknowledgementTexts | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const live = useLiveContent();
  const languages = live ? siteLanguages(live.content.identity) : [];
  const defaultTag = languages[0]?.tag ?? '';
  /** The language picked; null (and on each opening): the default's. */
  const [tag, setTag] = useState<string | null>(null);
  const shown = languages.some((l) => l.tag === tag) ? tag! : defaultTag;
  const other = languages.find((l) => l.tag === shown && shown !== defaultTag);

  useEffect(() => {
    if (!open) return;
    setLoadError(null);
    setTag(null);
    adminApi
      .GET('/api/admin/acknowledgement')
      .then(dataOrThrow)
      .then((loaded) => {
        setSettings(loaded);
        setTexts(loaded.texts);
        setErrors({});
      })
      .catch((error: unknown) => setLoadError(describeError(error)));
  }, [open]);

  const set = (kind: LeadKind, field: 'subject' | 'body', value: string) =>
    setTexts((current) => current && withField(current, kind, shown, defaultTag, field, value));
  /** Where the server names an input: "quote.body", or "quote.languages.fr.body". */
  const errorAt = (kind: LeadKind, field: 'subject' | 'body') =>
    errors[shown === defaultTag ? `${kind}.${field}` : `${kind}.languages.${shown}.${field}`];

  const save = async () => {
    if (!texts) return;
    setBusy(true);
    try {
      const body = forSaving(texts);
      const saved = dataOrThrow(await adminApi.PUT('/api/admin/acknowledgement', { body }));
      setSettings(saved);
      setErrors({});
      toast({ title: t.autoReply.saved(), description: t.autoReply.savedText() });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.issues) {
        // "quote.body" -> one error per input.
        const byInput: FieldErrors = {};
        for (const issue of error.body.issues) byInput[issue.path] ??= issue.message;
        setErrors(byInput);
      }
      toast({
        title: t.autoReply.notSaved(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t.autoReply.title()}
      description={settings?.enabled === false ? t.autoReply.off() : t.autoReply.on()}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>
            {t.autoReply.cancel()}
          </Button>
          <Button
            size="sm"
            onClick={() =>
              settings &&
              setTexts(
                (current) => current && restored(current, settings.defaults, shown, defaultTag),
              )
            }
            variant="outline"
            disabled={busy || !settings}
          >
            {t.autoReply.restore()}
          </Button>
          <Button size="sm" onClick={() => void save()} disabled={busy || !texts}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {t.autoReply.save()}
          </Button>
        </>
      }
    >
      {loadError && <p className="text-sm text-destructive">{loadError}</p>}
      {texts && (
        <div className="space-y-6">
          {languages.length > 1 && (
            <SelectField
              label={t.autoReply.language()}
              value={shown}
              onChange={(e) => setTag(e.target.value)}
              hint={
                other
                  ? t.autoReply.otherLanguageHint({ language: other.name })
                  : t.autoReply.defaultLanguageHint()
              }
            >
              {languages.map((language) => (
                <option key={language.tag} value={language.tag}>
                  {language.name} ({language.tag})
                </option>
              ))}
            </SelectField>
          )}
          {kinds.map((kind) => (
            <fieldset key={kind} className="space-y-3">
              <legend className="text-sm font-semibold">{LEAD_KIND_SPECS[kind].plural}</legend>
              <InputField
                label={t.autoReply.subject()}
                value={textIn(texts, kind, shown, defaultTag).subject}
                onChange={(e) => set(kind, 'subject', e.target.value)}
                maxLength={200}
                error={errorAt(kind, 'subject')}
              />
              <TextareaField
                label={t.autoReply.text()}
                rows={7}
                value={textIn(texts, kind, shown, defaultTag).body}
                onChange={(e) => set(kind, 'body', e.target.value)}
                maxLength={5000}
                error={errorAt(kind, 'body')}
              />
            </fieldset>
          ))}
          {settings?.updated_at && (
            <p className="text-xs text-muted-foreground">
              {t.autoReply.lastChanged({
                who: settings.updated_by ?? t.autoReply.formerAdmin(),
                date: formatDateTime(settings.updated_at),
              })}
            </p>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
