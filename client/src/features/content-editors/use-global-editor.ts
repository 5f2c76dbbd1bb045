import { useState } from 'react';
import { globalDef, type GlobalName, type ValueOf } from '@shared/site-content/globals';
import { draftSiteDataSchema, type SiteData } from '@shared/site-content/schema';
import { useUnsavedChanges } from '~/components/unsaved-changes';
import { toast } from '~/lib/toast-store';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { saveContent } from './save-content';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';
import { useDraft } from './use-draft';

/** A global's problems by field path ("logo.src", "social.0.url"), shown at the field. */
export type FieldErrors = Record<string, string>;

/**
 * A global's editor (Identity, Pages...): its value as a draft, Save Changes checked with the
 * schema the server publishes with (each problem shown at its field), Discard changes, and the
 * unsaved-changes guard.
 */
export function useGlobalEditor<K extends GlobalName>(
  name: K,
  /** What else of the working copy a save of the value changes (identity: its translations). */
  alongside?: (value: ValueOf<K>) => Partial<SiteData>,
) {
  const saved = useWorkingCopy()[name] as ValueOf<K>;
  const { draft, setDraft, dirty, discard } = useDraft<ValueOf<K>>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  useUnsavedChanges(dirty);
  const { save: t } = useAdminMessages('adminEditors', editorsEnglish);

  function save(): boolean {
    const result = draftSiteDataSchema.shape[name].safeParse(draft);
    if (!result.success) {
      const found: FieldErrors = {};
      for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      toast({
        title: t.invalid(),
        description: t.invalidText(),
        variant: 'destructive',
      });
      return false;
    }
    setErrors({});
    const { title } = globalDef(name);
    return saveContent(
      { [name]: result.data, ...alongside?.(result.data as ValueOf<K>) } as Partial<SiteData>,
      // The global's title is the registry's; English says "Pages have", "Identity has".
      (title.endsWith('s') ? t.updatedMany : t.updated)({ section: title }),
      t,
    );
  }

  return {
    draft,
    dirty,
    errors,
    /** Changes part of the draft; the fields it touches are judged again at the next save. */
    set(patch: Partial<ValueOf<K>>) {
      setDraft((d) => ({ ...(d as object), ...patch }) as ValueOf<K>);
      const touched = Object.keys(patch);
      setErrors((e) =>
        Object.fromEntries(
          Object.entries(e).filter(([path]) => !touched.includes(path.split('.')[0]!)),
        ),
      );
    },
    save,
    discard() {
      setErrors({});
      discard();
    },
  };
}
