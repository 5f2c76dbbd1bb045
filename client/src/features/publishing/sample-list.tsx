import { collectionDef, type CollectionName } from '@shared/site-content/collections';
import { globalDef } from '@shared/site-content/globals';
import { sampleParts } from '@shared/site-content/samples';
import type { SiteData } from '@shared/site-content/schema';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';
import { useBuiltInContent } from '~/lib/site-data/built-in-content';

/**
 * What the content about to go live still holds of the built-in sample: the firm decides to
 * publish it anyway or to replace it first (each editor marks these "Sample").
 */
export function SampleList({ content }: { content: SiteData }) {
  const builtIn = useBuiltInContent();
  const { samples: t } = useAdminMessages('adminPublishing', publishingEnglish);
  if (!builtIn) return null;
  const { globals, items } = sampleParts(content, builtIn);
  const lists = Object.entries(items) as [CollectionName, string[]][];
  if (globals.length === 0 && lists.length === 0) return null;
  return (
    <section
      aria-label={t.label()}
      className="mt-4 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
      data-testid="sample-list"
    >
      <h3 className="font-semibold">{t.title()}</h3>
      <p className="text-muted-foreground">{t.text()}</p>
      <ul className="mt-2 list-disc space-y-0.5 break-words ps-5">
        {globals.map((name) => (
          <li key={name}>{globalDef(name).title}</li>
        ))}
        {lists.map(([name, names]) => (
          <li key={name}>
            {collectionDef(name).title}: {names.join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
