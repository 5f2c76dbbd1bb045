import { Plus, Save, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

interface EditorToolbarProps {
  title: string;
  /** Beside the title: "Sample" while the built-in content is shown. */
  badge?: ReactNode;
  description: ReactNode;
  dirty: boolean;
  onSave: () => void;
  onDiscard: () => void;
  addLabel?: string;
  onAdd?: () => void;
}

/** An editor's sticky heading: title, unsaved-changes marker, Add, Discard changes, Save Changes. */
export function EditorToolbar({
  title,
  badge,
  description,
  dirty,
  onSave,
  onDiscard,
  addLabel,
  onAdd,
}: EditorToolbarProps) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { toolbar: t } = useAdminMessages('adminEditors', editorsEnglish);
  return (
    <div className="z-20 -mx-4 -mt-6 mb-6 border-b border-border bg-background/95 px-4 py-4 backdrop-blur md:sticky md:top-0 md:-mx-8 md:-mt-8 md:px-8">
      <div className="mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72 space-y-1">
          <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight">
            {title}
            {badge}
            {dirty && (
              // bg-primary/10 left the light theme's text at 4.49:1, under AA's 4.5.
              <span
                role="status"
                className="rounded-full border border-primary/40 bg-primary/5 px-2 py-0.5 text-xs font-medium text-primary"
              >
                {t.unsaved()}
              </span>
            )}
          </h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {onAdd && (
            <Button variant="outline" size="sm" onClick={onAdd}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {addLabel}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmDiscard(true)}
            disabled={!dirty}
          >
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            {t.discard()}
          </Button>
          <Button size="sm" onClick={onSave} disabled={!dirty}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {t.save()}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        title={t.discardTitle()}
        description={t.discardText()}
        confirmLabel={t.discard()}
        cancelLabel={t.keepEditing()}
        destructive
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          onDiscard();
        }}
      />
    </div>
  );
}
