import type { Passkey } from '@shared/schemas/account';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { formatDateTime } from '~/lib/format-date-time';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

/** The account's passkeys, each with its Remove button: on the card and in the review after a
 * password change. */
export function PasskeyList({
  passkeys,
  label,
  className,
  removeVariant = 'ghost',
  onRemove,
}: {
  passkeys: Passkey[];
  label: string;
  className?: string;
  removeVariant?: 'ghost' | 'outline';
  onRemove: (passkey: Passkey) => void;
}) {
  const { passkeys: t } = useAdminMessages('adminAccount', accountEnglish);
  return (
    <ul
      aria-label={label}
      className={cn('divide-y divide-border rounded-md border border-border', className)}
    >
      {passkeys.map((p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
        >
          <span>
            <span className="font-medium">{p.name}</span>{' '}
            <span className="text-muted-foreground">
              {p.last_used_at
                ? t.addedUsed({
                    date: formatDateTime(p.created_at),
                    used: formatDateTime(p.last_used_at),
                  })
                : t.added({ date: formatDateTime(p.created_at) })}
            </span>
          </span>
          <Button
            variant={removeVariant}
            size="sm"
            aria-label={t.removeLabel({ name: p.name })}
            onClick={() => onRemove(p)}
          >
            {t.remove()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
