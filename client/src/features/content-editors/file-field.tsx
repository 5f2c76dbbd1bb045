import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { acceptAttribute, FILE_TYPES, typeList } from '@shared/vocabularies/attachments';
import {
  shownFile,
  type ContentFile,
  type ContentFileType,
} from '@shared/site-content/content-files';
import { Button, buttonClasses } from '~/components/ui/button';
import { describeError } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { uploadContentFile } from './file-api';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

type Texts = typeof editorsEnglish.pickers;

interface FileFieldProps {
  label: string;
  hint?: string | undefined;
  /** What the field takes; the server judges the bytes, this only refuses a wrong name early. */
  types: readonly ContentFileType[];
  value: ContentFile | undefined;
  onChange: (value: ContentFile | undefined) => void;
  /** The field's problem as the content's schema sees it. */
  error?: string | undefined;
}

/** "x.docx" for a field of PDFs: refused when chosen, before a long upload. */
function wrongName(name: string, types: readonly ContentFileType[], t: Texts): string | null {
  const lower = name.toLowerCase();
  const fits = types.some((type) => FILE_TYPES[type].extensions.some((e) => lower.endsWith(e)));
  return fits ? null : t.wrongName({ file: name, types: typeList(types) });
}

/**
 * A file of the content (a certificate's PDF): Choose or Replace uploads it at once, showing its
 * progress (Cancel stops it); the field then shows its name, type and size, and Remove empties
 * it. A refusal is said in words under the field (what the file is; the largest size taken).
 */
export function FileField({ label, hint, types, value, onChange, error }: FileFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState<{ name: string; sent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const cancel = useRef<AbortController | null>(null);
  const which = typeList(types);
  const { pickers: t } = useAdminMessages('adminEditors', editorsEnglish);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = wrongName(file.name, types, t);
    setProblem(early);
    if (early) return;
    const controller = new AbortController();
    cancel.current = controller;
    setUploading({ name: file.name, sent: 0 });
    setStatus(t.uploading({ file: file.name }));
    try {
      const uploaded = await uploadContentFile(file, {
        signal: controller.signal,
        onProgress: (sent) => setUploading({ name: file.name, sent }),
      });
      // A field narrower than what the site takes (a certificate: PDF only) keeps to its own.
      if (!types.some((type) => FILE_TYPES[type].mime === uploaded.type)) {
        const what = Object.values(FILE_TYPES).find((type) => type.mime === uploaded.type)?.label;
        setProblem(
          what
            ? t.wrongType({ file: file.name, what, types: which })
            : t.differentType({ file: file.name, types: which }),
        );
        setStatus('');
        return;
      }
      onChange(uploaded);
      setStatus(t.uploaded({ file: uploaded.name }));
    } catch (caught) {
      const cancelled = caught instanceof DOMException && caught.name === 'AbortError';
      setProblem(cancelled ? null : describeError(caught));
      setStatus(cancelled ? t.cancelled() : '');
    } finally {
      cancel.current = null;
      setUploading(null);
    }
  }

  const shown = value ? shownFile(value) : null;
  const message = problem ?? error;
  const percent = uploading ? Math.round(uploading.sent * 100) : 0;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      {value && (
        <div className="flex items-center gap-3 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
          <FileText className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" title={value.name}>
            {value.name}
          </span>
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {shown?.facts ?? value.type}
          </span>
        </div>
      )}
      {uploading && (
        <div className="flex items-center gap-3 text-sm">
          <progress
            max={100}
            value={percent}
            aria-label={t.uploading({ file: uploading.name })}
            className="h-2 min-w-0 flex-1 accent-primary"
          />
          <span className="shrink-0 tabular-nums text-muted-foreground">{percent} %</span>
          <Button variant="ghost" size="sm" onClick={() => cancel.current?.abort()}>
            {t.cancelUpload()}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          className={cn(
            buttonClasses('outline', 'sm'),
            'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          <Upload className="h-4 w-4" aria-hidden="true" />
          <span id={`${id}-choose`}>{value ? t.replaceFile() : t.chooseFile()}</span>
          <input
            type="file"
            accept={acceptAttribute(types)}
            className="sr-only"
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            aria-invalid={message ? true : undefined}
            disabled={uploading !== null}
            onChange={onFile}
          />
        </label>
        {value && !uploading && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(undefined);
              setProblem(null);
              setStatus(t.removed());
            }}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t.removeFile()}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint ?? t.aFile({ types: which })}
      </p>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
