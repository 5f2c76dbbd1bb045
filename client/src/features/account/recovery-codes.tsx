import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

/** Recovery codes, shown once: the admin copies them somewhere safe. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { recoveryCodes: t } = useAdminMessages('adminAccount', accountEnglish);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: t.copied() });
    } catch {
      toast({ title: t.byHand(), description: t.noClipboard() });
    }
  }
  return (
    <div className="space-y-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm font-medium">{t.intro()}</p>
      <ul aria-label={t.list()} className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t.copy()}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t.stored()}
        </Button>
      </div>
    </div>
  );
}
