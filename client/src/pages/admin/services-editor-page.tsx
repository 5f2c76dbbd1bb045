import { Wrench } from 'lucide-react';
import { SERVICE_ICONS, type Service, type ServiceIconName } from '@shared/schemas/site-content';
import { newService } from '@shared/site-content/new-items';
import { ServiceIcon } from '~/components/service-icon';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import {
  MarkdownField,
  SeoFields,
  SlugField,
  TextListField,
} from '~/features/content-editors/fields';
import { useCollection } from '~/features/content-editors/use-collection';

const ICON_NAMES: Record<ServiceIconName, string> = {
  wireless: 'Radio tower',
  fiber: 'Cable',
  satellite: 'Satellite',
  security: 'Shield',
  traffic: 'Traffic cone',
  integration: 'Network',
  antenna: 'Antenna',
  wifi: 'Wi-Fi',
  camera: 'Camera',
  server: 'Server',
  cloud: 'Cloud',
  lock: 'Lock',
};

const taken = (items: Service[]) => new Set(items.map((s) => s.slug));

export function ServicesEditorPage() {
  useDocumentTitle('Services');
  const { saved, save, validate, follow } = useCollection('services', 'Services have been updated');
  return (
    <CollectionEditor
      title="Services"
      description="The services on the home page, in this order, each with its own page. Changes apply when you save."
      saved={saved}
      create={(now, items) => newService(now, taken(items))}
      addAt="end"
      addLabel="Add Service"
      itemName="service"
      itemTitle={(s) => s.title}
      listLabel="Services"
      testId="service-editor"
      empty={{
        icon: Wrench,
        title: 'No services',
        text: 'Add a service with Add Service. The services section of the home page is empty until you do.',
      }}
      save={save}
      validate={validate}
      follow={follow}
    >
      {({ item: service, update, errors }) => (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
            <InputField
              label="Title"
              value={service.title}
              error={errors.title}
              onChange={(e) => update({ title: e.target.value })}
            />
            <div className="flex items-end gap-3">
              <SelectField
                label="Icon"
                value={service.icon}
                error={errors.icon}
                onChange={(e) => update({ icon: e.target.value as ServiceIconName })}
              >
                {SERVICE_ICONS.map((name) => (
                  <option key={name} value={name}>
                    {ICON_NAMES[name]}
                  </option>
                ))}
              </SelectField>
              <span className="mb-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <ServiceIcon name={service.icon} className="h-5 w-5" />
              </span>
            </div>
          </div>
          <SlugField
            value={service.slug}
            prefix={paths.service('')}
            error={errors.slug}
            onChange={(slug) => update({ slug })}
          />
          <InputField
            label="Tagline"
            hint="One line under the title on the service's page."
            value={service.tagline}
            error={errors.tagline}
            onChange={(e) => update({ tagline: e.target.value })}
          />
          <TextareaField
            label="Summary"
            hint="The card text on the home page, and the page's description in search results."
            className="min-h-20"
            value={service.summary}
            error={errors.summary}
            onChange={(e) => update({ summary: e.target.value })}
          />
          <MarkdownField
            label="Description"
            value={service.description}
            error={errors.description}
            onChange={(description) => update({ description })}
          />
          <TextListField
            label="What we deliver"
            hint="One item per line."
            separator={'\n'}
            values={service.capabilities}
            error={errors.capabilities}
            onChange={(capabilities) => update({ capabilities })}
          />
          <SeoFields seo={service.seo} errors={errors} onChange={(seo) => update({ seo })} />
        </div>
      )}
    </CollectionEditor>
  );
}
