import { Plus, X } from 'lucide-react';
import type { Identity } from '@shared/site-content/globals/identity';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@shared/site-content/social-networks';
import { Button } from '~/components/ui/button';
import { InputField, SelectField } from '~/components/ui/field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

type Social = Identity['social'];

/** The firm's accounts: a network and an https:// address each (the footer, JSON-LD sameAs). */
export function SocialField({
  value,
  onChange,
  errors,
}: {
  value: Social;
  onChange: (value: Social) => void;
  /** By path: "social.0.url". */
  errors: Record<string, string>;
}) {
  const { identityFields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const set = (i: number, patch: Partial<Social[number]>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const unused = SOCIAL_NETWORKS.filter((n) => !value.some((row) => row.network === n));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t.social()}</legend>
      {value.map((row, i) => (
        <div key={i} className="grid grid-cols-[9rem_1fr_auto] items-start gap-2">
          <SelectField
            label={t.network({ n: i + 1 })}
            value={row.network}
            error={errors[`social.${i}.network`]}
            onChange={(e) => set(i, { network: e.target.value as Social[number]['network'] })}
          >
            {SOCIAL_NETWORKS.map((n) => (
              <option key={n} value={n}>
                {SOCIAL_NETWORK_NAMES[n]}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t.socialAddress({ n: i + 1 })}
            type="url"
            placeholder="https://www.linkedin.com/company/…"
            spellCheck={false}
            value={row.url}
            error={errors[`social.${i}.url`]}
            onChange={(e) => set(i, { url: e.target.value.trim() })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="mt-7"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t.removeAccount({ n: i + 1 })}</span>
          </Button>
        </div>
      ))}
      {unused.length > 0 && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { network: unused[0]!, url: '' }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.addAccount()}
        </Button>
      )}
      {errors.social && <p className="text-sm text-destructive">{errors.social}</p>}
    </fieldset>
  );
}
