import { ChevronRight, GripVertical, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import {
  BLOCK_KINDS,
  blockDef,
  blockName,
  createBlock,
  type Block,
  type BlockKind,
} from '@shared/site-content/blocks';
import type { EditorField } from '@shared/site-content/editor-fields';
import { Button } from '~/components/ui/button';
import { InputField, SelectField } from '~/components/ui/field';
import { BlockActions } from './block-actions';
import { cn } from '~/lib/cn';
import type { RenderFields } from './field-props';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';
import { blockWords } from '~/lib/registry-words';

type Values = Record<string, unknown>;
type Fields = readonly (EditorField<Values> | readonly EditorField<Values>[])[];

const freshId = (blocks: readonly Block[]) => Math.max(0, ...blocks.map((b) => b.id)) + 1;

/** A list moved: `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The problems of block `index`, by its own field names ("blocks.2.heading" -> "heading"). */
function errorsOf(errors: Record<string, string>, name: string, index: number) {
  const prefix = `${name}.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/**
 * A page's blocks: add one of a kind, reorder (the buttons, the arrow keys on the handle, or
 * dragging it with the mouse), duplicate, hide, remove, and each block's own fields.
 */
export function BlocksField({
  name,
  label,
  blocks,
  errors,
  onChange,
  renderFields,
}: {
  name: string;
  label: string;
  blocks: Block[];
  errors: Record<string, string>;
  onChange: (blocks: Block[]) => void;
  renderFields: RenderFields;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const [kind, setKind] = useState<BlockKind>(BLOCK_KINDS[0]!);
  const [focusId, setFocusId] = useState<{ id: number; on: 'handle' | 'field' } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  // Blocks whose fields are shown: the one just added or duplicated, and those opened.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusId) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-block-id="${focusId.id}"]`);
    const target =
      focusId.on === 'handle'
        ? card?.querySelector<HTMLElement>('[data-block-handle]')
        : card?.querySelector<HTMLElement>('input:not([type=file]):not([type=checkbox]),textarea');
    target?.focus();
    if (focusId.on === 'field') card?.scrollIntoView({ block: 'nearest' });
  }, [focusId, blocks]);

  const move = (from: number, to: number, by: 'keyboard' | 'mouse' = 'keyboard') => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const block = blocks[from]!;
    onChange(moved(blocks, from, to));
    setSaid(t.moved({ name: blockName(block), position: to + 1, count: blocks.length }));
    if (by === 'keyboard') setFocusId({ id: block.id, on: 'handle' });
  };
  const update = (index: number, patch: Values) =>
    onChange(blocks.map((b, i) => (i === index ? ({ ...b, ...patch } as Block) : b)));
  const add = () => {
    const block = createBlock(kind, freshId(blocks));
    onChange([...blocks, block]);
    setOpen(new Set([block.id]));
    setFocusId({ id: block.id, on: 'field' });
  };
  const duplicate = (index: number) => {
    const copy = { ...structuredClone(blocks[index]!), id: freshId(blocks), anchor: '' };
    onChange([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]);
    setOpen(new Set([copy.id]));
    setFocusId({ id: copy.id, on: 'field' });
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    }
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index, 'mouse');
    setDragged(null);
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{label}</legend>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {errors[name] && <p className="text-sm text-destructive">{errors[name]}</p>}
      <ol ref={listRef} aria-label={label} className="space-y-3">
        {blocks.map((block, index) => {
          const def = blockDef(block.kind);
          const title = blockName(block);
          const own = errorsOf(errors, name, index);
          // A block the last save found a problem in shows its fields.
          const expanded = open.has(block.id) || Object.keys(own).length > 0;
          const fieldsId = `${name}-block-${block.id}`;
          return (
            <li
              key={block.id}
              data-block-id={block.id}
              data-testid="block-editor"
              onDragOver={(e) => dragged !== null && e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
              className={cn(
                'rounded-lg border border-border bg-background',
                dragged === index && 'opacity-50',
                block.hidden && 'border-dashed',
              )}
            >
              <div className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1.5">
                <button
                  type="button"
                  draggable
                  data-block-handle
                  aria-label={t.reorderBlock({ title })}
                  onKeyDown={(e) => onHandleKey(e, index)}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(block.id));
                    setDragged(index);
                  }}
                  onDragEnd={() => setDragged(null)}
                  className="inline-flex h-8 w-8 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
                >
                  <GripVertical className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={fieldsId}
                  onClick={() => toggle(block.id)}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
                >
                  <ChevronRight
                    className={cn(
                      'h-4 w-4 transition-transform',
                      expanded && 'rotate-90 rtl:-rotate-90',
                    )}
                    aria-hidden="true"
                  />
                  <span className="sr-only">Edit the fields of {title}</span>
                </button>
                <h3 className="min-w-0 flex-1 truncate text-sm font-semibold">
                  {title}
                  {block.hidden && (
                    <span className="ms-2 font-normal text-muted-foreground">(hidden)</span>
                  )}
                </h3>
                <BlockActions
                  title={title}
                  hidden={block.hidden}
                  first={index === 0}
                  last={index === blocks.length - 1}
                  onMove={(by) => move(index, index + by)}
                  onDuplicate={() => duplicate(index)}
                  onHide={() => update(index, { hidden: !block.hidden })}
                  onRemove={() => onChange(blocks.filter((_, i) => i !== index))}
                />
              </div>
              {expanded && (
                <div id={fieldsId} className="space-y-4 p-4">
                  {renderFields({
                    fields: def.editor as Fields,
                    item: block as unknown as Values,
                    update: (patch) => update(index, patch),
                    errors: own,
                    itemName: title,
                  })}
                  <InputField
                    label={t.anchor()}
                    hint={t.anchorHint()}
                    value={block.anchor}
                    spellCheck={false}
                    error={own.anchor}
                    onChange={(e) => update(index, { anchor: e.target.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed border-border p-3">
        <div className="min-w-48 flex-1">
          <SelectField
            label={t.newBlock()}
            value={kind}
            hint={blockWords(kind).description}
            onChange={(e) => setKind(e.target.value as BlockKind)}
          >
            {BLOCK_KINDS.map((k) => (
              <option key={k} value={k}>
                {blockWords(k).label}
              </option>
            ))}
          </SelectField>
        </div>
        <Button variant="outline" className="mb-6" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.addBlock()}
        </Button>
      </div>
    </fieldset>
  );
}
