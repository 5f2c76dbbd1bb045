import { useId } from 'react';
import { accentShades, TEXT_CONTRAST, type ThemeAccent } from '@shared/site-content/accent';
import { ACCENT_PATTERN } from '@shared/site-content/globals/identity';
import { FieldShell } from '~/components/ui/field';
import { cn } from '~/lib/cn';

const THEME_BACKGROUND = { light: '#f8fafc', dark: '#020617' } as const;

function Swatch({ theme, shade }: { theme: 'light' | 'dark'; shade: ThemeAccent }) {
  const label = theme === 'light' ? 'Light theme' : 'Dark theme';
  return (
    <figure
      className="rounded-lg border border-border p-3"
      style={{ background: THEME_BACKGROUND[theme] }}
      data-testid={`accent-${theme}`}
    >
      <div className="flex items-center gap-3">
        <span
          className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium"
          style={{ background: shade.primary, color: shade.foreground }}
        >
          Get a Quote
        </span>
        <span className="text-sm font-medium underline" style={{ color: shade.primary }}>
          A link
        </span>
      </div>
      <figcaption
        className={cn('mt-2 text-xs', theme === 'light' ? 'text-slate-700' : 'text-slate-300')}
      >
        {label}: <span className="font-mono">{shade.primary}</span>, text{' '}
        {shade.textRatio.toFixed(2)}:1, button {shade.buttonRatio.toFixed(2)}:1
        {shade.adjusted ? ' (a shade of your colour that reads)' : ''}
      </figcaption>
    </figure>
  );
}

/**
 * The accent colour, with what each theme will show: the colour as chosen where it reads (at
 * least 4.5:1 as text and under the button's text), else the nearest shade of it that does.
 */
export function AccentField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const pickerId = useId();
  const valid = ACCENT_PATTERN.test(value);
  const shades = valid ? accentShades(value) : null;
  return (
    <FieldShell
      label="Accent colour"
      error={error}
      hint={`Links and buttons. Each theme gets the colour where it reads at ${TEXT_CONTRAST}:1 or better, else a shade of it that does.`}
    >
      {({ id, describedBy }) => (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <label htmlFor={pickerId} className="sr-only">
              Pick the accent colour
            </label>
            <input
              id={pickerId}
              type="color"
              value={valid ? value.toLowerCase() : '#000000'}
              onChange={(e) => onChange(e.target.value)}
              className="h-10 w-14 cursor-pointer rounded-md border border-input bg-background p-1"
            />
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={error || !valid ? true : undefined}
              value={value}
              spellCheck={false}
              onChange={(e) => onChange(e.target.value.trim())}
              className="h-10 w-32 rounded-md border border-input bg-background px-3 font-mono text-sm"
            />
          </div>
          {shades && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Swatch theme="light" shade={shades.light} />
              <Swatch theme="dark" shade={shades.dark} />
            </div>
          )}
        </div>
      )}
    </FieldShell>
  );
}
