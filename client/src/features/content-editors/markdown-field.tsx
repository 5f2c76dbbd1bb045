import { Eye, PencilLine } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Prose } from '~/components/prose';
import { Button } from '~/components/ui/button';
import { TextareaField } from '~/components/ui/field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** The markdown renderer, loaded with the first preview (it is the server's configuration). */
let renderer: Promise<(source: string) => string> | null = null;
const loadRenderer = () =>
  (renderer ??= import('@shared/site-content/markdown').then((m) => m.renderMarkdown));

/**
 * A long text in markdown, with a Preview that renders it exactly as the server will (the same
 * renderer and configuration): raw HTML shows as text, unsafe links stay plain text.
 */
export function MarkdownField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  rows = 8,
  variant = 'lead',
  fill,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string | undefined;
  rows?: number | undefined;
  variant?: 'lead' | 'legal';
  /** What the page does to the rendered text before showing it (fills placeholders). */
  fill?: ((html: string) => string) | undefined;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const [preview, setPreview] = useState(false);
  const [html, setHtml] = useState<string | null>(null);
  const previewId = useId();

  useEffect(() => {
    if (!preview) return;
    let current = true;
    void loadRenderer().then((render) => current && setHtml(render(value)));
    return () => {
      current = false;
    };
  }, [preview, value]);

  return (
    <div className="space-y-2">
      <TextareaField
        label={label}
        value={value}
        rows={rows}
        placeholder={placeholder}
        error={error}
        hint={
          <>
            {hint ? `${hint} ` : ''}Markdown: **bold**, _italic_, [a link](https://…), ## a heading,
            - a list. HTML is shown as text.
          </>
        }
        onChange={(e) => onChange(e.target.value)}
        className="font-mono text-[13px] leading-6"
      />
      <Button
        variant="outline"
        size="sm"
        aria-expanded={preview}
        aria-controls={previewId}
        onClick={() => setPreview((p) => !p)}
      >
        {preview ? (
          <PencilLine className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Eye className="h-4 w-4" aria-hidden="true" />
        )}
        {preview ? t.hidePreview() : t.markdownPreview()}
        <span className="sr-only">{t.previewOf({ label })}</span>
      </Button>
      {preview && (
        <div
          id={previewId}
          role="region"
          aria-label={t.previewRegion({ label })}
          className="rounded-md border border-dashed border-border bg-background p-4"
        >
          {html === null ? (
            <p className="text-sm text-muted-foreground">{t.rendering()}</p>
          ) : (
            <Prose html={fill ? fill(html) : html} variant={variant} />
          )}
        </div>
      )}
    </div>
  );
}
