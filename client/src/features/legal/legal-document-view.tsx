import { PageHeader } from '~/components/page-header';
import type { LegalDocument } from '~/content/legal';
import { formatLongUsDate } from '~/lib/format-date';
import { useSiteData } from '~/lib/site-data';

/** Renders a legal document, filling {email}, {phone} and {address} from the site settings. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { settings } = useSiteData();
  const fill = (text: string) =>
    text
      .replaceAll('{email}', settings.email)
      .replaceAll('{phone}', settings.phone)
      .replaceAll('{address}', settings.address);
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title}>
        <p className="text-base">Last updated {formatLongUsDate(document.updated)}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
        <p className="text-lg leading-8">{fill(document.intro)}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-12">
            <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 32)} className="mt-4 leading-7 text-muted-foreground">
                {fill(p)}
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-muted-foreground marker:text-primary">
                {section.list.map((item) => (
                  <li key={item.slice(0, 32)}>{fill(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
