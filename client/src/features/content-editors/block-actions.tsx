import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';

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
  return (
    <>
      <Button variant="ghost" size="sm" disabled={first} onClick={() => onMove(-1)}>
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Move block up: {title}</span>
      </Button>
      <Button variant="ghost" size="sm" disabled={last} onClick={() => onMove(1)}>
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Move block down: {title}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onDuplicate}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Duplicate block: {title}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onHide}>
        {hidden ? (
          <Eye className="h-4 w-4" aria-hidden="true" />
        ) : (
          <EyeOff className="h-4 w-4" aria-hidden="true" />
        )}
        <span className="sr-only">
          {hidden ? 'Show block' : 'Hide block'}: {title}
        </span>
      </Button>
      <Button variant="ghost" size="sm" className="text-destructive" onClick={onRemove}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Remove block: {title}</span>
      </Button>
    </>
  );
}
