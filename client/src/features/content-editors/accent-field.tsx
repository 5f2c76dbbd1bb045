import { useId } from 'react';
import { accentShades, TEXT_CONTRAST, type ThemeAccent } from '@shared/site-content/accent';
import { ACCENT_PATTERN } from '@shared/site-content/globals/identity';
import { FieldShell } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { adminLocale } from '~/lib/admin-locale';
import { useAdminMessages } from '~/lib/admin-messages';

/** A contrast ratio as the admin's locale writes it, two decimals (4.61, 4,61). */
const ratio = (value: number) =>
  new Intl.NumberFormat(adminLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

const THEME_BACKGROUND = { light: '#f8fafc', dark: '#020617' } as const;

function Swatch({ theme, shade }: { theme: 'light' | 'dark'; shade: ThemeAccent }) {
  const { identityFields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const label = theme === 'light' ? t.lightTheme() : t.darkTheme();
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
          {t.sampleButton()}
        </span>
        <span className="text-sm font-medium underline" style={{ color: shade.primary }}>
          {t.sampleLink()}
        </span>
      </div>
      <figcaption
        className={cn('mt-2 text-xs', theme === 'light' ? 'text-slate-700' : 'text-slate-300')}
      >
        {t.swatchTheme({ theme: label })} <span className="font-mono">{shade.primary}</span>,{' '}
        {t.ratios({ text: ratio(shade.textRatio), button: ratio(shade.buttonRatio) })}
        {shade.adjusted ? t.adjusted() : ''}
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
  const { identityFields: t } = useAdminMessages('adminEditors', editorsEnglish);
  return (
    <FieldShell label={t.accent()} error={error} hint={t.accentHint({ ratio: TEXT_CONTRAST })}>
      {({ id, describedBy }) => (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <label htmlFor={pickerId} className="sr-only">
              {t.pickAccent()}
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
