import { Users } from 'lucide-react';
import { InputField } from '~/components/ui/field';
import { newTeamMember } from '@shared/site-content/new-items';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { ImageField } from '~/features/content-editors/image-field';
import { useCollection } from '~/features/content-editors/use-collection';

export function TeamEditorPage() {
  useDocumentTitle('Team Members');
  const { saved, save, validate } = useCollection('team', 'Team members have been updated');
  return (
    <CollectionEditor
      title="Team Members"
      description="The people shown in Meet Our Experts on the home page. Changes apply when you save."
      saved={saved}
      create={(now) => newTeamMember(now)}
      addAt="end"
      addLabel="Add Member"
      itemName="member"
      itemTitle={(member) => member.name}
      listLabel="Team members"
      testId="team-member-editor"
      columns={2}
      empty={{ icon: Users, title: 'No team members', text: 'Add a person with Add Member.' }}
      save={save}
      validate={validate}
    >
      {({ item: member, update, errors }) => (
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
          <ImageField
            src={member.imageSrc}
            alt={member.imageAlt}
            shape="round"
            onChange={(imageSrc) => update({ imageSrc })}
          />
          <div className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                label="Name"
                value={member.name}
                error={errors.name}
                onChange={(e) => update({ name: e.target.value })}
              />
              <InputField
                label="Role"
                value={member.role}
                error={errors.role}
                onChange={(e) => update({ role: e.target.value })}
              />
            </div>
            <InputField
              label="Image description"
              value={member.imageAlt}
              error={errors.imageAlt}
              onChange={(e) => update({ imageAlt: e.target.value })}
            />
          </div>
        </div>
      )}
    </CollectionEditor>
  );
}
