import { PageHeader } from '~/components/page-header';
import { Prose } from '~/components/prose';
import { useLongDate } from '~/lib/format-date';
import type { LegalView } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** A legal page: its title, revision date and text (markdown rendered on the server). */
export function LegalDocumentView({ document }: { document: LegalView }) {
  const longDate = useLongDate();
  const t = useMessages('pages', english);
  return (
    <>
      <PageHeader eyebrow={t.legal()} title={document.title}>
        <p className="text-base">Last updated {longDate(document.updated)}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
        <Prose html={document.html} variant="legal" />
      </div>
    </>
  );
}
