import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** The buttons of a block's card: move up and down, duplicate, hide or show, remove. */
export function BlockActions({
  title,
  hidden,
  first,
  last,
  onMove,
  onDuplicate,
  onHide,
  onRemove,
}: {
  /** The block's name, read after each button's own ("Move block up: Hero: About us"). */
  title: string;
  hidden: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onHide: () => void;
  onRemove: () => void;
}) {
  const { blocks: t } = useAdminMessages('adminEditors', editorsEnglish);
  return (
    <>
      <Button variant="ghost" size="sm" disabled={first} onClick={() => onMove(-1)}>
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t.moveUp({ title })}</span>
      </Button>
      <Button variant="ghost" size="sm" disabled={last} onClick={() => onMove(1)}>
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t.moveDown({ title })}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onDuplicate}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t.duplicate({ title })}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onHide}>
        {hidden ? (
          <Eye className="h-4 w-4" aria-hidden="true" />
        ) : (
          <EyeOff className="h-4 w-4" aria-hidden="true" />
        )}
        <span className="sr-only">{hidden ? t.show({ title }) : t.hide({ title })}</span>
      </Button>
      <Button variant="ghost" size="sm" className="text-destructive" onClick={onRemove}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t.remove({ title })}</span>
      </Button>
    </>
  );
}
