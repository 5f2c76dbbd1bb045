import { Clock, FileText, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { serviceChoices } from '@shared/vocabularies/service-options';
import { PageHeader } from '~/components/page-header';
import { LeadForm } from '~/features/lead-forms';
import { FilesField } from '~/features/lead-forms/files-field';
import { quote } from '@shared/lead-kinds/quote';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

// Each promise's words: the catalogue's message of its key.
const promises = [
  { Icon: Clock, key: 'quoteReply' },
  { Icon: FileText, key: 'quoteProposal' },
  { Icon: ShieldCheck, key: 'quoteDetails' },
] as const;

/** /quote, and /quote?service=<slug> from a service page: that service chosen. */
export default function QuotePage({ view }: PageProps<'quote'>) {
  const [params] = useSearchParams();
  const t = useMessages('pages', english);
  const chosen = view.services.find((s) => s.slug === params.get('service'))?.title;
  return (
    <>
      <PageHeader eyebrow={t.quoteEyebrow()} title={t.quoteTitle()}>
        <p>{t.quoteIntro()}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,46rem)_20rem] lg:px-8">
        <div className="min-w-0 rounded-2xl border border-border bg-card p-6 sm:p-8">
          <LeadForm
            filesField={FilesField}
            kind="quote"
            facts={quote}
            choices={{ service_interest: serviceChoices(view.services) }}
            chosen={{ service_interest: chosen }}
          />
        </div>
        <ul className="space-y-6">
          {promises.map(({ Icon, key }) => (
            <li
              key={key}
              className="flex items-start gap-3 text-sm leading-6 text-muted-foreground"
            >
              <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {t[key]()}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
