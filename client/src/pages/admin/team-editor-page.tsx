import { Trash2, Users } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { newTeamMember } from '@shared/site-content/new-items';
import type { TeamMember } from '~/lib/site-data';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { useDocumentTitle } from '~/features/admin/use-document-title';
import { EditorToolbar } from '~/features/admin/editors/editor-toolbar';
import { ImageField } from '~/features/admin/editors/image-field';
import { saveContent } from '~/features/admin/editors/save-content';
import { EmptyList } from '~/features/admin/editors/empty-list';
import { useListEditor } from '~/features/admin/editors/use-list-editor';

function MemberEditor({
  member,
  onChange,
  onDelete,
}: {
  member: TeamMember;
  onChange: (patch: Partial<TeamMember>) => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid="team-member-editor">
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        <ImageField
          src={member.imageSrc}
          alt={member.imageAlt}
          shape="round"
          onChange={(imageSrc) => onChange({ imageSrc })}
        />
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label="Name"
              value={member.name}
              onChange={(e) => onChange({ name: e.target.value })}
            />
            <InputField
              label="Role"
              value={member.role}
              onChange={(e) => onChange({ role: e.target.value })}
            />
          </div>
          <InputField
            label="Image description"
            value={member.imageAlt}
            onChange={(e) => onChange({ imageAlt: e.target.value })}
          />
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" className="text-destructive" onClick={onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete member
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

export function TeamEditorPage() {
  useDocumentTitle('Team Members');
  const { team } = useWorkingCopy();
  const { items, dirty, discard, add, update, remove } = useListEditor(team, newTeamMember, 'end');

  return (
    <>
      <EditorToolbar
        title="Team Members"
        description="The people shown in Meet Our Experts on the home page. Changes apply when you save."
        dirty={dirty}
        addLabel="Add Member"
        onAdd={add}
        onDiscard={discard}
        onSave={() => saveContent({ team: items }, 'Team members have been updated')}
      />
      {items.length === 0 ? (
        <EmptyList icon={Users} title="No team members">
          Add a person with Add Member.
        </EmptyList>
      ) : (
        <ol aria-label="Team members" className="grid gap-4 lg:grid-cols-2">
          {items.map((member) => (
            <MemberEditor
              key={member.id}
              member={member}
              onChange={(patch) => update(member.id, patch)}
              onDelete={() => remove(member.id)}
            />
          ))}
        </ol>
      )}
    </>
  );
}
