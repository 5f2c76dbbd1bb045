import { ImageOff, Upload, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { Identity } from '@shared/site-content/globals/identity';
import { Button, buttonClasses } from '~/components/ui/button';
import { describeError } from '~/lib/api-client';
import { uploadLogo } from './logo-api';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

type Logo = Identity['logo'];

/**
 * The firm's logo: an SVG (checked on the server: no script, no outside reference) or a PNG of
 * at least 128 pixels, uploaded when picked. Without one the site shows its built-in mark.
 */
export function LogoField({
  value,
  name,
  onChange,
  error,
}: {
  value: Logo;
  /** The firm's name, the logo's description for screen readers. */
  name: string;
  onChange: (value: Logo) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { pickers: t } = useAdminMessages('adminEditors', editorsEnglish);
  const alt = t.logoAlt({ name });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!/\.(svg|png)$/i.test(file.name) && !/^image\/(svg\+xml|png)$/.test(file.type)) {
      setProblem(t.notLogo({ file: file.name }));
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadLogo(file);
      onChange({ src: url, alt });
    } catch (caught) {
      setProblem(describeError(caught));
    } finally {
      setUploading(false);
    }
  }

  const message = problem ?? error;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" id={`${id}-label`}>
        {t.logo()}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-40 items-center justify-center rounded-md border border-border bg-muted p-2">
          {value ? (
            <img src={value.src} alt={value.alt || alt} className="max-h-16 max-w-36" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
              <ImageOff className="h-5 w-5" aria-hidden="true" />
              {t.builtInMark()}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label className={buttonClasses('outline', 'sm')} aria-busy={uploading || undefined}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {uploading ? t.uploadingShort() : t.uploadLogo()}
            <input
              type="file"
              accept=".svg,.png,image/svg+xml,image/png"
              className="sr-only"
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
              disabled={uploading}
              onChange={onFile}
            />
          </label>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t.removeLogo()}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t.logoHint()}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
