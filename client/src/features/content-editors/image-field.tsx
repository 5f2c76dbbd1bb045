import { ImageOff, Upload, UserRound, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { isImageFile, readAsDataUrl } from './image-file';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

interface ImageFieldProps {
  src: string | null;
  alt: string;
  onChange: (src: string | null) => void;
  /** How the preview looks: a wide picture for posts, a round portrait for people. */
  shape: 'wide' | 'round' | 'logo';
  /** The upload button's text, where a card has more than one image. */
  uploadLabel?: string;
}

/** An image preview with Upload and Remove; uploads become data URLs (preview only, no server). */
export function ImageField({ src, alt, onChange, shape, uploadLabel }: ImageFieldProps) {
  const id = useId();
  const { pickers: t } = useAdminMessages('adminEditors', editorsEnglish);
  const [error, setError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t.notImage({ file: file.name }));
      return;
    }
    setError(null);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setError(t.unreadable({ file: file.name }));
    }
  }

  const Placeholder = shape === 'round' ? UserRound : ImageOff;
  return (
    <div className="space-y-2">
      <div
        className={cn(
          'flex items-center justify-center overflow-hidden border border-border bg-muted text-muted-foreground',
          shape === 'round'
            ? 'h-20 w-20 rounded-full'
            : shape === 'logo'
              ? 'h-16 w-40 rounded-md'
              : 'aspect-video w-full rounded-md',
        )}
      >
        {src ? (
          <img
            src={src}
            alt={alt}
            className={cn(
              'h-full w-full',
              shape === 'logo' ? 'object-contain p-2' : 'object-cover',
            )}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs">
            <Placeholder className="h-6 w-6" aria-hidden="true" />
            {shape === 'wide' && t.noImage()}
            {shape === 'logo' && t.noLogo()}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={id} className={cn(buttonClasses('outline', 'sm'), 'cursor-pointer')}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {uploadLabel ?? t.uploadImage()}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-invalid={error ? true : undefined}
          onChange={onFile}
        />
        {src && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className={buttonClasses('ghost', 'sm')}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t.removeImage()}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
