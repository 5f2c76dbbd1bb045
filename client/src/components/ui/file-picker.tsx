import { FileUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  acceptAttribute,
  fileProblem,
  formatBytes,
  type FileRules,
} from '@shared/vocabularies/attachments';
import english from '@shared/messages/compiled/en/formFiles.js';
import { cn } from '~/lib/cn';
import { useMessages } from '~/lib/messages';

interface FilePickerProps {
  /**
   * What the field takes (its name is the form field the files are sent in): the input's
   * `accept`, and a choice of another type, too many or too large is refused when picked.
   */
  rules: FileRules;
  label: string;
  hint: string;
  error?: string | undefined;
  /** Told when the list changes (the form clears the field's error). */
  onChange?: () => void;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A file field with drag and drop: the native file input (so the keyboard, screen readers and
 * the form's own data work as for any input), styled as a drop zone, and the chosen files listed
 * with their sizes and a remove button each. The list is written back into the input, so
 * `new FormData(form)` has exactly the files shown; a form reset empties both. A file the field
 * does not take (judged by its name and size; the server judges the bytes) is refused as it is
 * picked or dropped, saying what the field takes, and the list stays as it was.
 */
export function FilePicker({ rules, label, hint, error, onChange }: FilePickerProps) {
  const id = useId();
  const t = useMessages('formFiles', english);
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const multiple = rules.maxFiles > 1;
  // The form's own error (at submit: "Attach your CV") replaces an earlier refusal.
  const [formError, setFormError] = useState(error);
  if (error !== formError) {
    setFormError(error);
    if (error) setRefused(null);
  }

  // The input holds what the list shows (DataTransfer is how a script sets an input's files).
  const show = (next: File[]) => {
    setFiles(next);
    if (input.current) {
      const transfer = new DataTransfer();
      for (const file of next) transfer.items.add(file);
      input.current.files = transfer.files;
    }
    onChange?.();
  };
  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const next = multiple
      ? [...files, ...chosen.filter((f) => !files.some((g) => sameFile(f, g)))]
      : chosen.slice(0, 1);
    const problem = fileProblem(next, rules);
    setRefused(problem);
    // Refused: the input gets back the files shown (the browser put the new choice in it).
    show(problem ? files : next);
  };

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const cleared = () => {
      setFiles([]);
      setRefused(null);
    };
    form.addEventListener('reset', cleared);
    return () => form.removeEventListener('reset', cleared);
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = refused ?? error;

  return (
    <div className="min-w-0 space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium">
        {label}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative rounded-md border border-dashed border-input px-4 py-5 text-center text-sm',
          'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background',
          dragging && 'border-primary bg-primary/5',
          problem && 'border-destructive',
        )}
      >
        <input
          ref={input}
          id={id}
          type="file"
          name={rules.field}
          accept={acceptAttribute(rules.types)}
          multiple={multiple}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={[hintId, problem ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            // The input now holds only the new choice: the list puts the earlier ones back.
            add(chosen);
          }}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
        <FileUp className="mx-auto h-6 w-6 text-muted-foreground" aria-hidden="true" />
        <p className="mt-2">
          <span id={`${id}-choose`} className="font-medium text-primary">
            {multiple ? t.chooseMany() : t.chooseOne()}
          </span>{' '}
          <span className="text-muted-foreground">or drop {multiple ? 'them' : 'it'} here</span>
        </p>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {files.length > 0 && (
        <ul aria-label={multiple ? t.chosenMany() : t.chosenOne()} className="space-y-1.5">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {formatBytes(file.size)}
              </span>
              <button
                type="button"
                onClick={() => {
                  setRefused(null);
                  show(files.filter((f) => f !== file));
                }}
                aria-label={t.remove({ name: file.name })}
                className="shrink-0 rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* An alert, so a refused file is heard the moment it is picked. */}
      {problem && (
        <p id={errorId} role={refused ? 'alert' : undefined} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
