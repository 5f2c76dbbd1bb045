import { useState } from 'react';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import { InputField, TextareaField } from '~/components/ui/field';
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
  const set = (patch: Partial<SiteSettings>) => setDraft((s) => ({ ...s, ...patch }));
  // The e-mail goes into mailto: links and the structured data: only an address is published
  // (the server refuses anything else), so it is checked here first.
  const save = () => {
    if (!isEmailAddress(draft.email.trim())) {
      setEmailError('Enter an e-mail address such as info@firm.example');
      return;
    }
    setEmailError(undefined);
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
        description="Contact details shown in the contact section and by the chat assistant."
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
        <TextareaField
          label="Address"
          className="min-h-20"
          value={draft.address}
          onChange={(e) => set({ address: e.target.value })}
        />
        <button type="submit" hidden />
      </form>
    </>
  );
}
