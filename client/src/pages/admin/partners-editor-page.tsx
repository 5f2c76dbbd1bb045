import { Handshake } from 'lucide-react';
import { newPartner } from '@shared/site-content/new-items';
import { InputField } from '~/components/ui/field';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { ImageField } from '~/features/content-editors/image-field';
import { useCollection } from '~/features/content-editors/use-collection';

export function PartnersEditorPage() {
  useDocumentTitle('Partners');
  const { saved, save, validate } = useCollection('partners', 'Partners have been updated');
  return (
    <CollectionEditor
      title="Partners"
      description="The technology partners on the home page: a text wordmark each, or a logo (use a partner's logo only with their permission). Changes apply when you save."
      saved={saved}
      create={(now) => newPartner(now)}
      addAt="end"
      addLabel="Add Partner"
      itemName="partner"
      itemTitle={(p) => p.name}
      listLabel="Partners"
      testId="partner-editor"
      columns={2}
      empty={{
        icon: Handshake,
        title: 'No partners',
        text: 'Add one with Add Partner. The technology section of the home page is empty until you do.',
      }}
      save={save}
      validate={validate}
    >
      {({ item: partner, update, errors }) => (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <ImageField
            src={partner.logoSrc}
            alt={`${partner.name} logo`}
            shape="logo"
            uploadLabel="Upload logo"
            onChange={(logoSrc) => update({ logoSrc })}
          />
          <div className="space-y-3">
            <InputField
              label="Name"
              value={partner.name}
              error={errors.name}
              onChange={(e) => update({ name: e.target.value })}
            />
            <InputField
              label="Specialization"
              value={partner.specialization}
              error={errors.specialization}
              onChange={(e) => update({ specialization: e.target.value })}
            />
          </div>
        </div>
      )}
    </CollectionEditor>
  );
}
