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

/**
 * The pages the product makes and what frames every page: the home page's blocks (hidden,
 * reordered, mixed with the firm's own, previewed before saving), the menu and the footer, the
 * contact, careers and downloads pages' texts, the cookie banner and the not-found page.
 */
export function PagesEditorPage() {
  useDocumentTitle('Pages');
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
        title="Pages"
        badge={<SampleBadge name="pages" value={draft} />}
        description="The home page's blocks, the menu and the footer, and the texts of the product's own pages. Changes apply when you save."
        dirty={dirty}
        onDiscard={discard}
        onSave={save}
      />
      <div className="max-w-4xl space-y-8">
        <Group title="Home page">
          <Part legend="Blocks">
            <p className="text-sm text-muted-foreground">
              The sections of the home page, in order. Hide one, reorder them, or add blocks of your
              own; a section with nothing to show (no team member yet) is left out by itself, and so
              are the menu&apos;s links to it.
            </p>
            <BlocksField
              name="home"
              label="Home page blocks"
              blocks={draft.home as Block[]}
              errors={errors}
              onChange={(home) => set({ home })}
              renderFields={(props) => (
                <ItemFields {...props} content={content} address={(slug) => slug} />
              )}
            />
            <PagePreview content={preview} path="/" name="Home page" />
          </Part>
        </Group>
        <Group title="Menu and footer">
          <Part legend="Menu">
            <LinksField
              label="Menu links"
              entries={draft.menu}
              pages={pages}
              errors={errorsUnder(errors, 'menu.')}
              max={MAX_MENU_ENTRIES}
              onChange={(menu) => set({ menu })}
            />
          </Part>
          <Part legend="Footer">
            <TextareaField
              label="Footer description"
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
        <Group title="Contact page">
          <Part legend="Opening">
            <OpeningFields
              value={draft.contact}
              path="contact"
              errors={errors}
              onChange={(texts) => set({ contact: { ...draft.contact, ...texts } })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="Form heading"
                value={draft.contact.formHeading}
                error={errors['contact.formHeading']}
                onChange={(e) =>
                  set({ contact: { ...draft.contact, formHeading: e.target.value } })
                }
              />
              <InputField
                label="Form note"
                value={draft.contact.formNote}
                error={errors['contact.formNote']}
                onChange={(e) => set({ contact: { ...draft.contact, formNote: e.target.value } })}
              />
            </div>
          </Part>
        </Group>
        <Group title="Careers page">
          <Part legend="Opening">
            <OpeningFields
              value={draft.careers}
              path="careers"
              errors={errors}
              onChange={(texts) => set({ careers: { ...draft.careers, ...texts } })}
            />
            <TextareaField
              label="When no position is open"
              rows={2}
              value={draft.careers.none}
              error={errors['careers.none']}
              onChange={(e) => set({ careers: { ...draft.careers, none: e.target.value } })}
            />
          </Part>
        </Group>
        <Group title="Events page">
          <Part legend="Opening">
            <OpeningFields
              value={draft.events}
              path="events"
              errors={errors}
              onChange={(texts) => set({ events: { ...draft.events, ...texts } })}
            />
            <TextareaField
              label="When no event is coming up"
              rows={2}
              value={draft.events.none}
              error={errors['events.none']}
              onChange={(e) => set({ events: { ...draft.events, none: e.target.value } })}
            />
          </Part>
        </Group>
        <Group title="Downloads page">
          <Part legend="Opening">
            <OpeningFields
              value={downloads}
              path="downloads"
              errors={errors}
              onChange={(texts) => setDownloads(texts)}
            />
          </Part>
          <Part legend="Request form">
            <TextareaField
              label="Consent text"
              rows={2}
              hint="Above the button of a gated document's form; a link to the Privacy Policy follows it."
              value={downloads.consent}
              error={errors['downloads.consent']}
              onChange={(e) => setDownloads({ consent: e.target.value })}
            />
            <SelectField
              label="Free-mail addresses"
              hint="Whether a gated document may be asked for from gmail.com, outlook.com and the like."
              value={downloads.freeMail}
              error={errors['downloads.freeMail']}
              onChange={(e) => setDownloads({ freeMail: e.target.value as FreeMailChoice })}
            >
              <option value="allowed">Allowed</option>
              <option value="refused">Refused: work addresses only</option>
            </SelectField>
          </Part>
        </Group>
        <Group title="Every page">
          <Part legend="Cookie banner">
            <TextareaField
              label="Cookie banner text"
              rows={2}
              value={draft.consent.text}
              error={errors['consent.text']}
              onChange={(e) => set({ consent: { text: e.target.value } })}
            />
          </Part>
          <Part legend="Page not found">
            <InputField
              label="Not-found heading"
              value={draft.notFound.heading}
              error={errors['notFound.heading']}
              onChange={(e) => set({ notFound: { ...draft.notFound, heading: e.target.value } })}
            />
            <TextareaField
              label="Not-found text"
              rows={2}
              hint="Links to the home page and the menu's pages follow it."
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
