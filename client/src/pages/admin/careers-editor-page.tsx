import { Briefcase } from 'lucide-react';
import { OPENING_TYPES, type Opening } from '@shared/schemas/site-content';
import { newOpening } from '@shared/site-content/new-items';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { useCollection } from '~/features/content-editors/use-collection';

export function CareersEditorPage() {
  useDocumentTitle('Careers');
  const { saved, save, validate } = useCollection('openings', 'Openings have been updated');
  return (
    <CollectionEditor
      title="Careers"
      description="The open positions on the Careers page (and in job search engines). Changes apply when you save."
      saved={saved}
      create={(now) => newOpening(now)}
      addAt="start"
      addLabel="Add Opening"
      itemName="opening"
      itemTitle={(o) => o.title}
      listLabel="Openings"
      testId="opening-editor"
      empty={{
        icon: Briefcase,
        title: 'No openings',
        text: 'The Careers page says no positions are open. Add one with Add Opening.',
      }}
      save={save}
      validate={validate}
    >
      {({ item: opening, update, errors }) => (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Title"
              value={opening.title}
              error={errors.title}
              onChange={(e) => update({ title: e.target.value })}
            />
            <InputField
              label="Department"
              value={opening.department}
              error={errors.department}
              onChange={(e) => update({ department: e.target.value })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField
              label="Location"
              hint="“Remote” marks it as remote work."
              value={opening.location}
              error={errors.location}
              onChange={(e) => update({ location: e.target.value })}
            />
            <SelectField
              label="Type"
              value={opening.type}
              error={errors.type}
              onChange={(e) => update({ type: e.target.value as Opening['type'] })}
            >
              {OPENING_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </SelectField>
            <InputField
              label="Posted on"
              type="date"
              value={opening.datePosted}
              error={errors.datePosted}
              onChange={(e) => e.target.value && update({ datePosted: e.target.value })}
            />
          </div>
          <TextareaField
            label="Description"
            className="min-h-24"
            value={opening.description}
            error={errors.description}
            onChange={(e) => update({ description: e.target.value })}
          />
        </div>
      )}
    </CollectionEditor>
  );
}
