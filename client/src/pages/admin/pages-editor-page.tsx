import { useMemo } from 'react';
import type { Block } from '@shared/site-content/blocks';
import {
  downloadTextsOf,
  type DownloadTexts,
  type FreeMailChoice,
} from '@shared/site-content/download-texts';
import { MAX_MENU_ENTRIES } from '@shared/site-content/globals/menu-entries';
import type { SiteData } from '@shared/site-content/schema';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { BlocksField } from '~/features/content-editors/blocks-field';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { FooterColumnsField } from '~/features/content-editors/footer-columns-field';
import { ItemFields } from '~/features/content-editors/item-fields';
import { LinksField } from '~/features/content-editors/links-field';
import { errorsUnder, Group, OpeningFields, Part } from '~/features/content-editors/page-parts';
import { PagePreview } from '~/features/content-editors/page-preview';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { useGlobalEditor } from '~/features/content-editors/use-global-editor';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { useDocumentTitle } from '~/lib/use-document-title';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * The pages the product makes and what frames every page: the home page's blocks (hidden,
 * reordered, mixed with the firm's own, previewed before saving), the menu and the footer, the
 * contact, careers and downloads pages' texts, the cookie banner and the not-found page.
 */
export function PagesEditorPage() {
  const { pages: t } = useAdminMessages('adminEditors', editorsEnglish);
  useDocumentTitle(t.title());
  const content = useWorkingCopy();
  const { draft, dirty, errors, set, save, discard } = useGlobalEditor('pages');
  const preview = useMemo(() => ({ ...content, pages: draft }) as SiteData, [content, draft]);
  const pages = content.customPages;
  const downloads = downloadTextsOf(draft);
  const setDownloads = (patch: Partial<DownloadTexts>) =>
    set({ downloads: { ...downloads, ...patch } });
  return (
    <>
      <EditorToolbar
        title={t.title()}
        badge={<SampleBadge name="pages" value={draft} />}
        description={t.description()}
        dirty={dirty}
        onDiscard={discard}
        onSave={save}
      />
      <div className="max-w-4xl space-y-8">
        <Group title={t.home()}>
          <Part legend={t.blocks()}>
            <p className="text-sm text-muted-foreground">{t.blocksText()}</p>
            <BlocksField
              name="home"
              label={t.homeBlocks()}
              blocks={draft.home as Block[]}
              errors={errors}
              onChange={(home) => set({ home })}
              renderFields={(props) => (
                <ItemFields {...props} content={content} address={(slug) => slug} />
              )}
            />
            <PagePreview content={preview} path="/" name={t.home()} />
          </Part>
        </Group>
        <Group title={t.menuFooter()}>
          <Part legend={t.menu()}>
            <LinksField
              label={t.menuLinks()}
              entries={draft.menu}
              pages={pages}
              errors={errorsUnder(errors, 'menu.')}
              max={MAX_MENU_ENTRIES}
              onChange={(menu) => set({ menu })}
            />
          </Part>
          <Part legend={t.footer()}>
            <TextareaField
              label={t.footerDescription()}
              rows={3}
              value={draft.footer.description}
              error={errors['footer.description']}
              onChange={(e) => set({ footer: { ...draft.footer, description: e.target.value } })}
            />
            <FooterColumnsField
              columns={draft.footer.columns}
              pages={pages}
              errors={errorsUnder(errors, 'footer.columns.')}
              onChange={(columns) => set({ footer: { ...draft.footer, columns } })}
            />
          </Part>
        </Group>
        <Group title={t.contact()}>
          <Part legend={t.opening()}>
            <OpeningFields
              value={draft.contact}
              path="contact"
              errors={errors}
              onChange={(texts) => set({ contact: { ...draft.contact, ...texts } })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label={t.formHeading()}
                value={draft.contact.formHeading}
                error={errors['contact.formHeading']}
                onChange={(e) =>
                  set({ contact: { ...draft.contact, formHeading: e.target.value } })
                }
              />
              <InputField
                label={t.formNote()}
                value={draft.contact.formNote}
                error={errors['contact.formNote']}
                onChange={(e) => set({ contact: { ...draft.contact, formNote: e.target.value } })}
              />
            </div>
          </Part>
        </Group>
        <Group title={t.careers()}>
          <Part legend={t.opening()}>
            <OpeningFields
              value={draft.careers}
              path="careers"
              errors={errors}
              onChange={(texts) => set({ careers: { ...draft.careers, ...texts } })}
            />
            <TextareaField
              label={t.noPosition()}
              rows={2}
              value={draft.careers.none}
              error={errors['careers.none']}
              onChange={(e) => set({ careers: { ...draft.careers, none: e.target.value } })}
            />
          </Part>
        </Group>
        <Group title={t.events()}>
          <Part legend={t.opening()}>
            <OpeningFields
              value={draft.events}
              path="events"
              errors={errors}
              onChange={(texts) => set({ events: { ...draft.events, ...texts } })}
            />
            <TextareaField
              label={t.noEvent()}
              rows={2}
              value={draft.events.none}
              error={errors['events.none']}
              onChange={(e) => set({ events: { ...draft.events, none: e.target.value } })}
            />
          </Part>
        </Group>
        <Group title={t.downloads()}>
          <Part legend={t.opening()}>
            <OpeningFields
              value={downloads}
              path="downloads"
              errors={errors}
              onChange={(texts) => setDownloads(texts)}
            />
          </Part>
          <Part legend={t.requestForm()}>
            <TextareaField
              label={t.consent()}
              rows={2}
              hint={t.consentHint()}
              value={downloads.consent}
              error={errors['downloads.consent']}
              onChange={(e) => setDownloads({ consent: e.target.value })}
            />
            <SelectField
              label={t.freeMail()}
              hint={t.freeMailHint()}
              value={downloads.freeMail}
              error={errors['downloads.freeMail']}
              onChange={(e) => setDownloads({ freeMail: e.target.value as FreeMailChoice })}
            >
              <option value="allowed">{t.allowed()}</option>
              <option value="refused">{t.refused()}</option>
            </SelectField>
          </Part>
        </Group>
        <Group title={t.everyPage()}>
          <Part legend={t.cookieBanner()}>
            <TextareaField
              label={t.cookieText()}
              rows={2}
              value={draft.consent.text}
              error={errors['consent.text']}
              onChange={(e) => set({ consent: { text: e.target.value } })}
            />
          </Part>
          <Part legend={t.notFound()}>
            <InputField
              label={t.notFoundHeading()}
              value={draft.notFound.heading}
              error={errors['notFound.heading']}
              onChange={(e) => set({ notFound: { ...draft.notFound, heading: e.target.value } })}
            />
            <TextareaField
              label={t.notFoundText()}
              rows={2}
              hint={t.notFoundHint()}
              value={draft.notFound.text}
              error={errors['notFound.text']}
              onChange={(e) => set({ notFound: { ...draft.notFound, text: e.target.value } })}
            />
          </Part>
        </Group>
      </div>
    </>
  );
}
