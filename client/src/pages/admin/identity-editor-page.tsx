import { DESCRIPTION_LENGTH } from '@shared/site-content/globals/identity';
import { siteLanguages } from '@shared/site-content/languages';
import { translationsSpoken } from '@shared/site-content/apply-translations';
import { translationEntries } from '@shared/site-content/translated-content';
import { InputField, TextareaField } from '~/components/ui/field';
import { AccentField } from '~/features/content-editors/accent-field';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { LanguagesField } from '~/features/content-editors/languages-field';
import { LogoField } from '~/features/content-editors/logo-field';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { SocialField } from '~/features/content-editors/social-field';
import { useGlobalEditor } from '~/features/content-editors/use-global-editor';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** Who the firm is on its own site: names, tagline, description, logo, colour, accounts, languages. */
export function IdentityEditorPage() {
  const { identity: t } = useAdminMessages('adminEditors', editorsEnglish);
  useDocumentTitle(t.title());
  const content = useWorkingCopy();
  // A language removed takes its translations out of the working copy; the versions keep them.
  const { draft, dirty, errors, set, save, discard } = useGlobalEditor('identity', (identity) => ({
    translations: translationsSpoken(content.translations, identity.languages),
  }));
  const length = draft.description.trim().length;
  return (
    <>
      <EditorToolbar
        title={t.title()}
        badge={<SampleBadge name="identity" value={draft} />}
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
        className="max-w-3xl space-y-5 rounded-lg border border-border bg-card p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t.name()}
            hint={t.nameHint()}
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <InputField
            label={t.legalName()}
            hint={t.legalNameHint()}
            value={draft.legalName}
            error={errors.legalName}
            onChange={(e) => set({ legalName: e.target.value })}
          />
        </div>
        <InputField
          label={t.tagline()}
          value={draft.tagline}
          error={errors.tagline}
          onChange={(e) => set({ tagline: e.target.value })}
        />
        <TextareaField
          label={t.descriptionLabel()}
          rows={3}
          hint={t.descriptionHint({
            count: length,
            min: DESCRIPTION_LENGTH.min,
            max: DESCRIPTION_LENGTH.max,
          })}
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t.foundingYear()}
            type="number"
            inputMode="numeric"
            value={draft.foundingYear ?? ''}
            error={errors.foundingYear}
            onChange={(e) =>
              set({ foundingYear: e.target.value === '' ? null : Number(e.target.value) })
            }
          />
          <InputField
            label={t.privacyEmail()}
            type="email"
            hint={t.privacyEmailHint()}
            value={draft.privacyEmail}
            error={errors.privacyEmail}
            onChange={(e) => set({ privacyEmail: e.target.value.trim() })}
          />
          <InputField
            label={t.securityEmail()}
            type="email"
            hint={t.securityEmailHint()}
            value={draft.securityEmail}
            error={errors.securityEmail}
            onChange={(e) => set({ securityEmail: e.target.value.trim() })}
          />
        </div>
        <LogoField
          value={draft.logo}
          name={draft.name}
          error={errors.logo ?? errors['logo.src']}
          onChange={(logo) => set({ logo })}
        />
        <AccentField
          value={draft.accentColor}
          error={errors.accentColor}
          onChange={(accentColor) => set({ accentColor })}
        />
        <SocialField value={draft.social} errors={errors} onChange={(social) => set({ social })} />
        {/* Unset, English alone: the field is written only once the firm changes it. */}
        <LanguagesField
          value={siteLanguages(draft)}
          errors={errors}
          onChange={(languages) => set({ languages })}
          translatedTexts={(tag) =>
            translationEntries(content, tag).filter((e) => e.target !== null).length
          }
        />
        <button type="submit" hidden />
      </form>
    </>
  );
}
