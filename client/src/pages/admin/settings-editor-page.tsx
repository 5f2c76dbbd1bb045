import { useState } from 'react';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import { formatAddress } from '@shared/site-content/postal-address';
import { InputField } from '~/components/ui/field';
import type { SiteSettings } from '~/lib/site-data';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { useUnsavedChanges } from '~/components/unsaved-changes';
import { useDocumentTitle } from '~/lib/use-document-title';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { saveContent } from '~/features/content-editors/save-content';
import { useDraft } from '~/features/content-editors/use-draft';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

export function SettingsEditorPage() {
  const { settings: t, save: saveTexts } = useAdminMessages('adminEditors', editorsEnglish);
  useDocumentTitle(t.title());
  const { settings } = useWorkingCopy();
  const { draft, setDraft, dirty, discard } = useDraft(settings);
  useUnsavedChanges(dirty);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [countryError, setCountryError] = useState<string | undefined>();
  const set = (patch: Partial<SiteSettings>) => setDraft((s) => ({ ...s, ...patch }));
  const setAddress = (patch: Partial<SiteSettings['address']>) =>
    setDraft((s) => ({ ...s, address: { ...s.address, ...patch } }));
  // The e-mail goes into mailto: links and the structured data: only an address is published
  // (the server refuses anything else), so it is checked here first.
  const save = () => {
    const badEmail = !isEmailAddress(draft.email.trim());
    const badCountry = !/^([A-Z]{2})?$/.test(draft.address.country);
    setEmailError(badEmail ? t.badEmail() : undefined);
    setCountryError(badCountry ? t.badCountry() : undefined);
    if (badEmail || badCountry) return;
    saveContent({ settings: { ...draft, email: draft.email.trim() } }, t.saved(), saveTexts);
  };

  return (
    <>
      <EditorToolbar
        title={t.title()}
        badge={<SampleBadge name="settings" value={draft} />}
        description={t.description()}
        dirty={dirty}
        onDiscard={discard}
        onSave={save}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty) save();
        }}
        className="max-w-2xl space-y-4 rounded-lg border border-border bg-card p-5"
      >
        <InputField
          label={t.phone()}
          type="tel"
          autoComplete="off"
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value })}
        />
        <InputField
          label={t.email()}
          type="email"
          autoComplete="off"
          value={draft.email}
          error={emailError}
          onChange={(e) => {
            setEmailError(undefined);
            set({ email: e.target.value });
          }}
        />
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium">{t.address()}</legend>
          <InputField
            label={t.street()}
            hint={t.streetHint()}
            autoComplete="off"
            value={draft.address.street}
            onChange={(e) => setAddress({ street: e.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={t.city()}
              autoComplete="off"
              value={draft.address.locality}
              onChange={(e) => setAddress({ locality: e.target.value })}
            />
            <InputField
              label={t.region()}
              hint={t.regionHint()}
              autoComplete="off"
              value={draft.address.region}
              onChange={(e) => setAddress({ region: e.target.value })}
            />
            <InputField
              label={t.postalCode()}
              autoComplete="off"
              value={draft.address.postalCode}
              onChange={(e) => setAddress({ postalCode: e.target.value })}
            />
            <InputField
              label={t.country()}
              hint={t.countryHint()}
              autoComplete="off"
              maxLength={2}
              value={draft.address.country}
              error={countryError}
              onChange={(e) => {
                setCountryError(undefined);
                setAddress({ country: e.target.value.trim().toUpperCase() });
              }}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {t.shownAs({ address: formatAddress(draft.address) || t.none() })}
          </p>
        </fieldset>
        <button type="submit" hidden />
      </form>
    </>
  );
}
