import type { GlobalName } from '@shared/site-content/globals';
import { isSampleGlobal } from '@shared/site-content/samples';
import { useBuiltInContent } from '~/lib/site-data/built-in-content';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** "Sample": the built-in text is still there, to be replaced with the firm's own. */
export function SampleTag() {
  const { sample: t } = useAdminMessages('adminEditors', editorsEnglish);
  return (
    <span
      title={t.hint()}
      className="rounded-full border border-amber-500/50 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-300"
    >
      {t.tag()}
    </span>
  );
}

/** The Sample tag of a global's editor, while its value is the built-in one. */
export function SampleBadge({ name, value }: { name: GlobalName; value: unknown }) {
  const builtIn = useBuiltInContent();
  return builtIn && isSampleGlobal(name, value, builtIn) ? <SampleTag /> : null;
}
