import { Trash2, Users } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { newTeamMember, useSiteData, type TeamMember } from '~/lib/site-data';
import { useUnsavedChanges } from '~/features/admin/unsaved-changes';
import { useDocumentTitle } from '~/features/admin/use-document-title';
import { EditorToolbar } from '~/features/admin/editors/editor-toolbar';
import { ImageField } from '~/features/admin/editors/image-field';
import { saveContent } from '~/features/admin/editors/save-content';
import { freshId, useDraft } from '~/features/admin/editors/use-draft';

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
  const { team } = useSiteData();
  const { draft, setDraft, dirty, discard } = useDraft(team);
  useUnsavedChanges(dirty);

  const update = (id: number, patch: Partial<TeamMember>) =>
    setDraft((members) => members.map((m) => (m.id === id ? { ...m, ...patch } : m)));

  function add() {
    setDraft((members) => {
      const now = new Date();
      return [...members, { ...newTeamMember(now), id: freshId(members, now.getTime()) }];
    });
  }

  return (
    <>
      <EditorToolbar
        title="Team Members"
        description="The people shown in Meet Our Experts on the home page. Changes apply when you save."
        dirty={dirty}
        addLabel="Add Member"
        onAdd={add}
        onDiscard={discard}
        onSave={() => saveContent({ team: draft }, 'Team members have been updated')}
      />
      {draft.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-12 text-center">
          <Users className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No team members</p>
          <p className="text-sm text-muted-foreground">Add a person with Add Member.</p>
        </div>
      ) : (
        <ol aria-label="Team members" className="grid gap-4 lg:grid-cols-2">
          {draft.map((member) => (
            <MemberEditor
              key={member.id}
              member={member}
              onChange={(patch) => update(member.id, patch)}
              onDelete={() => setDraft((members) => members.filter((m) => m.id !== member.id))}
            />
          ))}
        </ol>
      )}
    </>
  );
}
