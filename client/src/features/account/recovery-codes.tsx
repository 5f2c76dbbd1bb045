import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';

/** Recovery codes, shown once: the admin copies them somewhere safe. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ title: 'Copy them by hand', description: 'The clipboard is not available here.' });
    }
  }
  return (
    <div className="space-y-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm font-medium">
        Your recovery codes. Each one signs you in once if you lose your authenticator. Store them
        somewhere safe now: they will not be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="sm" onClick={onDone}>
          I have stored them
        </Button>
      </div>
    </div>
  );
}
