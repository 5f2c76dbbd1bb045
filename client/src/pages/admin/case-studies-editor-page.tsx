import { Trophy } from 'lucide-react';
import {
  CASE_STUDY_ILLUSTRATIONS,
  type CaseStudy,
  type CaseStudyIllustration,
} from '@shared/schemas/site-content';
import { newCaseStudy } from '@shared/site-content/new-items';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { MarkdownField, SeoFields, SlugField, StatsField } from '~/features/content-editors/fields';
import { ImageField } from '~/features/content-editors/image-field';
import { useCollection } from '~/features/content-editors/use-collection';

const ILLUSTRATIONS: Record<CaseStudyIllustration, string> = {
  'city-5g': 'City network (5G cells)',
  'fiber-backbone': 'Fiber routes between cities',
  'hq-security': 'Camera coverage of a floor plan',
};

const taken = (items: CaseStudy[]) => new Set(items.map((c) => c.slug));

export function CaseStudiesEditorPage() {
  useDocumentTitle('Case Studies');
  const { saved, save, validate, follow } = useCollection(
    'caseStudies',
    'Case studies have been updated',
  );
  return (
    <CollectionEditor
      title="Case Studies"
      description="The case studies on the home page, in this order, each with its own page. Changes apply when you save."
      saved={saved}
      create={(now, items) => newCaseStudy(now, taken(items))}
      addAt="start"
      addLabel="Add Case Study"
      itemName="case study"
      itemTitle={(c) => c.title}
      listLabel="Case studies"
      testId="case-study-editor"
      empty={{
        icon: Trophy,
        title: 'No case studies',
        text: 'Add one with Add Case Study. The case studies section of the home page is empty until you do.',
      }}
      save={save}
      validate={validate}
      follow={follow}
    >
      {({ item: study, update, errors }) => (
        <div className="grid gap-5 md:grid-cols-[14rem_1fr]">
          <div className="space-y-3">
            <ImageField
              src={study.imageSrc}
              alt={study.imageAlt}
              shape="wide"
              onChange={(imageSrc) => update({ imageSrc })}
            />
            <SelectField
              label="Illustration"
              hint="Shown when no image is uploaded."
              value={study.illustration ?? ''}
              error={errors.illustration}
              onChange={(e) =>
                update({ illustration: (e.target.value || null) as CaseStudyIllustration | null })
              }
            >
              <option value="">None</option>
              {CASE_STUDY_ILLUSTRATIONS.map((name) => (
                <option key={name} value={name}>
                  {ILLUSTRATIONS[name]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="space-y-4">
            <InputField
              label="Title"
              value={study.title}
              error={errors.title}
              onChange={(e) => update({ title: e.target.value })}
            />
            <SlugField
              value={study.slug}
              prefix={paths.caseStudy('')}
              error={errors.slug}
              onChange={(slug) => update({ slug })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="Category"
                hint="A service's title links the case study from that service's page."
                value={study.category}
                error={errors.category}
                onChange={(e) => update({ category: e.target.value })}
              />
              <InputField
                label="Client"
                value={study.client}
                error={errors.client}
                onChange={(e) => update({ client: e.target.value })}
              />
            </div>
            <TextareaField
              label="Summary"
              hint="The card text on the home page, and the page's description in search results."
              className="min-h-20"
              value={study.description}
              error={errors.description}
              onChange={(e) => update({ description: e.target.value })}
            />
            <InputField
              label="Image description"
              hint="Read aloud by screen readers in place of the image or illustration."
              value={study.imageAlt}
              error={errors.imageAlt}
              onChange={(e) => update({ imageAlt: e.target.value })}
            />
            <MarkdownField
              label="The challenge"
              rows={5}
              value={study.challenge}
              error={errors.challenge}
              onChange={(challenge) => update({ challenge })}
            />
            <MarkdownField
              label="Our solution"
              rows={5}
              value={study.solution}
              error={errors.solution}
              onChange={(solution) => update({ solution })}
            />
            <MarkdownField
              label="The outcome"
              rows={5}
              value={study.outcome}
              error={errors.outcome}
              onChange={(outcome) => update({ outcome })}
            />
            <StatsField
              stats={study.stats}
              error={errors.stats}
              onChange={(stats) => update({ stats })}
            />
            <SeoFields seo={study.seo} errors={errors} onChange={(seo) => update({ seo })} />
          </div>
        </div>
      )}
    </CollectionEditor>
  );
}
