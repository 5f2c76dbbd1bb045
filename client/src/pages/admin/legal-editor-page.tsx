import type { LegalPage, LegalPages } from '@shared/site-content/schema';
import { globals } from '@shared/site-content/globals';
import { fillLegalPlaceholders, LEGAL_PLACEHOLDERS } from '@shared/site-content/globals/legal';
import { InputField } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { useUnsavedChanges } from '~/components/unsaved-changes';
import { useDocumentTitle } from '~/lib/use-document-title';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { MarkdownField } from '~/features/content-editors/markdown-field';
import { saveContent } from '~/features/content-editors/save-content';
import { useDraft } from '~/features/content-editors/use-draft';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

const LEGAL_TITLES = globals.legal.parts;

/** What the texts may hold in braces, filled in on the public page (the registry's words). */
const PLACEHOLDERS = Object.entries(LEGAL_PLACEHOLDERS)
  .map(([key, what]) => `{${key}} ${what}`)
  .join(', ');

const PAGES: { key: keyof LegalPages; path: string }[] = [
  { key: 'privacyPolicy', path: paths.privacyPolicy },
  { key: 'termsOfService', path: paths.termsOfService },
];

/** The privacy policy and the terms of service: markdown, with their revision dates. */
export function LegalEditorPage() {
  const { legal: t, save: saveTexts } = useAdminMessages('adminEditors', editorsEnglish);
  useDocumentTitle(t.title());
  const { legal, settings, identity } = useWorkingCopy();
  const { draft, setDraft, dirty, discard } = useDraft(legal);
  useUnsavedChanges(dirty);
  const set = (key: keyof LegalPages, patch: Partial<LegalPage>) =>
    setDraft((d) => ({ ...d, [key]: { ...d[key], ...patch } }));

  return (
    <>
      <EditorToolbar
        title={t.title()}
        badge={<SampleBadge name="legal" value={draft} />}
        description={t.description()}
        dirty={dirty}
        onDiscard={discard}
        onSave={() => saveContent({ legal: draft }, t.saved(), saveTexts)}
      />
      <div className="space-y-6">
        {PAGES.map(({ key, path }) => (
          <section
            key={key}
            aria-labelledby={`legal-${key}`}
            className="space-y-4 rounded-lg border border-border bg-card p-4 md:p-5"
            data-testid="legal-page-editor"
          >
            <h2 id={`legal-${key}`} className="text-base font-semibold">
              {LEGAL_TITLES[key]}{' '}
              <span className="font-mono text-sm text-muted-foreground">{path}</span>
            </h2>
            <InputField
              label={t.updated({ page: LEGAL_TITLES[key] })}
              hint={t.updatedHint()}
              type="date"
              className="max-w-48"
              value={draft[key].updated}
              onChange={(e) => e.target.value && set(key, { updated: e.target.value })}
            />
            <MarkdownField
              label={t.text({ page: LEGAL_TITLES[key] })}
              hint={t.placeholders({ placeholders: PLACEHOLDERS })}
              rows={16}
              variant="legal"
              fill={(html) => fillLegalPlaceholders(html, { settings, identity })}
              value={draft[key].body}
              onChange={(body) =>
                // A changed text is a new revision: its date becomes today (still editable).
                set(key, {
                  body,
                  updated:
                    draft[key].updated === legal[key].updated
                      ? new Date().toISOString().slice(0, 10)
                      : draft[key].updated,
                })
              }
            />
          </section>
        ))}
      </div>
    </>
  );
}
