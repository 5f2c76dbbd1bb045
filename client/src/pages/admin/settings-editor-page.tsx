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

export function SettingsEditorPage() {
  useDocumentTitle('Site Settings');
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
    setEmailError(badEmail ? 'Enter an e-mail address such as info@firm.example' : undefined);
    setCountryError(badCountry ? 'Country must be a two-letter code such as US or DE' : undefined);
    if (badEmail || badCountry) return;
    saveContent(
      { settings: { ...draft, email: draft.email.trim() } },
      'Site settings have been updated',
    );
  };

  return (
    <>
      <EditorToolbar
        title="Site Settings"
        badge={<SampleBadge name="settings" value={draft} />}
        description="Contact details shown in the contact section, the footer and by the chat assistant; the address is also what search engines read."
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
          label="Phone"
          type="tel"
          autoComplete="off"
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value })}
        />
        <InputField
          label="Email"
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
          <legend className="mb-2 text-sm font-medium">Address</legend>
          <InputField
            label="Street"
            hint="Street, number, suite or floor."
            autoComplete="off"
            value={draft.address.street}
            onChange={(e) => setAddress({ street: e.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="City"
              autoComplete="off"
              value={draft.address.locality}
              onChange={(e) => setAddress({ locality: e.target.value })}
            />
            <InputField
              label="Region"
              hint="State, province or county, where addresses have one (NY)."
              autoComplete="off"
              value={draft.address.region}
              onChange={(e) => setAddress({ region: e.target.value })}
            />
            <InputField
              label="Postal code"
              autoComplete="off"
              value={draft.address.postalCode}
              onChange={(e) => setAddress({ postalCode: e.target.value })}
            />
            <InputField
              label="Country"
              hint="Two-letter code (US, DE)."
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
            Shown as: {formatAddress(draft.address) || '(none)'}
          </p>
        </fieldset>
        <button type="submit" hidden />
      </form>
    </>
  );
}
