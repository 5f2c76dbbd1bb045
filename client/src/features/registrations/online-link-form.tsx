import { useState, type FormEvent } from 'react';
import type { EventSummary } from '@shared/schemas/events';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { describeError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { setOnlineLink } from './registrations-api';
import { useRegistrationTexts } from './registration-texts';

/**
 * The link to join an online event: kept out of the public content, sent only in the
 * confirmation and the reminder of whoever holds a seat. Empty removes it.
 */
export function OnlineLinkForm({ event, onSaved }: { event: EventSummary; onSaved: () => void }) {
  const { texts } = useRegistrationTexts();
  const [link, setLink] = useState(event.online_link ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await setOnlineLink(event.id, link.trim() || null);
      setError(undefined);
      toast({ title: link.trim() ? texts.linkSaved() : texts.linkRemoved() });
      onSaved();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-0 flex-1 basis-64">
        <InputField
          label={texts.link()}
          hint={texts.linkHint()}
          type="url"
          placeholder="https://meet.example/..."
          value={link}
          error={error}
          onChange={(e) => setLink(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={saving}>
        {texts.saveLink()}
      </Button>
    </form>
  );
}
