import type { ReactNode } from 'react';
import {
  collectionDef,
  HOME_COLLECTIONS,
  type HomeCollectionName,
} from '@shared/site-content/collections';
import {
  sectionTextsOf,
  type PageTexts,
  type SectionTexts,
} from '@shared/site-content/globals/pages';
import {
  downloadTextsOf,
  type DownloadTexts,
  type FreeMailChoice,
} from '@shared/site-content/download-texts';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { StatsField } from '~/features/content-editors/fields';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { useGlobalEditor, type FieldErrors } from '~/features/content-editors/use-global-editor';
import { useDocumentTitle } from '~/lib/use-document-title';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-label={title}>
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function Part({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-border bg-card p-4 md:p-5">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** An eyebrow, a heading and an intro: the opening of a section or a page. */
function OpeningFields({
  value,
  path,
  errors,
  onChange,
}: {
  value: SectionTexts;
  path: string;
  errors: FieldErrors;
  onChange: (value: SectionTexts) => void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <InputField
          label="Eyebrow"
          value={value.eyebrow}
          error={errors[`${path}.eyebrow`]}
          onChange={(e) => onChange({ ...value, eyebrow: e.target.value })}
        />
        <InputField
          label="Heading"
          value={value.heading}
          error={errors[`${path}.heading`]}
          onChange={(e) => onChange({ ...value, heading: e.target.value })}
        />
      </div>
      <TextareaField
        label="Intro"
        rows={2}
        value={value.intro}
        error={errors[`${path}.intro`]}
        onChange={(e) => onChange({ ...value, intro: e.target.value })}
      />
    </>
  );
}

/** The words around the content, page by page: hero, section openings, footer, banners. */
export function PagesEditorPage() {
  useDocumentTitle('Pages');
  const { draft, dirty, errors, set, save, discard } = useGlobalEditor('pages');
  const hero = draft.hero;
  const setHero = (patch: Partial<PageTexts['hero']>) => set({ hero: { ...hero, ...patch } });
  const setSection = (name: HomeCollectionName, texts: SectionTexts) =>
    set({ sections: { ...draft.sections, [name]: texts } });
  const downloads = downloadTextsOf(draft);
  const setDownloads = (patch: Partial<DownloadTexts>) =>
    set({ downloads: { ...downloads, ...patch } });
  return (
    <>
      <EditorToolbar
        title="Pages"
        badge={<SampleBadge name="pages" value={draft} />}
        description="The headings and short texts of the public pages, page by page. Changes apply when you save."
        dirty={dirty}
        onDiscard={discard}
        onSave={save}
      />
      <div className="max-w-4xl space-y-8">
        <Group title="Home page">
          <Part legend="Hero">
            <InputField
              label="Eyebrow"
              value={hero.eyebrow}
              error={errors['hero.eyebrow']}
              onChange={(e) => setHero({ eyebrow: e.target.value })}
            />
            <InputField
              label="Headline"
              value={hero.headline}
              error={errors['hero.headline']}
              onChange={(e) => setHero({ headline: e.target.value })}
            />
            <TextareaField
              label="Subtext"
              rows={3}
              value={hero.subtext}
              error={errors['hero.subtext']}
              onChange={(e) => setHero({ subtext: e.target.value })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="First button"
                hint="Scrolls to the services."
                value={hero.primaryButton}
                error={errors['hero.primaryButton']}
                onChange={(e) => setHero({ primaryButton: e.target.value })}
              />
              <InputField
                label="Second button"
                hint="Opens the quote form."
                value={hero.secondaryButton}
                error={errors['hero.secondaryButton']}
                onChange={(e) => setHero({ secondaryButton: e.target.value })}
              />
            </div>
            <StatsField
              label="Figures"
              max={4}
              stats={hero.figures}
              error={errors['hero.figures']}
              onChange={(figures) => setHero({ figures })}
            />
          </Part>
          {HOME_COLLECTIONS.map((name) => (
            <Part key={name} legend={`${collectionDef(name).title} section`}>
              <OpeningFields
                value={sectionTextsOf(draft, name)}
                path={`sections.${name}`}
                errors={errors}
                onChange={(texts) => setSection(name, texts)}
              />
            </Part>
          ))}
          <Part legend="Contact section">
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
          <Part legend="Footer">
            <TextareaField
              label="Footer description"
              rows={3}
              value={draft.footer.description}
              error={errors['footer.description']}
              onChange={(e) => set({ footer: { description: e.target.value } })}
            />
          </Part>
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
              hint="Links to the home page, the services, the blog and the contact section follow it."
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
