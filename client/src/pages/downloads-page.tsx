import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DownloadList } from '~/components/download-list';
import { PageHeader } from '~/components/page-header';
import { SelectField } from '~/components/ui/field';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

interface Filter {
  category: string;
  service: string;
}

const ALL: Filter = { category: '', service: '' };

/** The filter an address asks for (?category=...&service=...). */
function filterOf(search: string): Filter {
  const params = new URLSearchParams(search);
  return { category: params.get('category') ?? '', service: params.get('service') ?? '' };
}

/** The query string of a filter ('' for none). */
function searchOf(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.service) params.set('service', filter.service);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * /downloads: every document to take away, filtered by category and by service. The filter is
 * the address's (?category=Datasheets&service=fiber-optics), so a filtered list can be linked;
 * the prerendered page lists them all, and the address's filter applies once the page runs.
 */
export default function DownloadsPage({ view }: PageProps<'downloads'>) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const t = useMessages('pages', english);
  // Read after hydration: the prerendered HTML knows no query string.
  const [filter, setFilter] = useState<Filter>(ALL);
  useEffect(() => setFilter(filterOf(search)), [search]);
  const choose = (next: Filter) => {
    setFilter(next);
    void navigate(`${pathname}${searchOf(next)}`, { replace: true, preventScrollReset: true });
  };

  const categories = [...new Set(view.downloads.map((d) => d.category))].sort();
  const shown = view.downloads.filter(
    (d) =>
      (!filter.category || d.category === filter.category) &&
      (!filter.service || d.services.includes(filter.service)),
  );
  const { texts } = view;
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.heading}>
        {texts.intro && <p>{texts.intro}</p>}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {view.downloads.length === 0 ? (
          <p className="text-muted-foreground">{t.noDocuments()}</p>
        ) : (
          <>
            <form
              aria-label={t.filter()}
              className="grid gap-4 sm:max-w-2xl sm:grid-cols-2"
              onSubmit={(e) => e.preventDefault()}
            >
              <SelectField
                label={t.category()}
                value={filter.category}
                onChange={(e) => choose({ ...filter, category: e.target.value })}
              >
                <option value="">{t.allCategories()}</option>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t.service()}
                value={filter.service}
                onChange={(e) => choose({ ...filter, service: e.target.value })}
              >
                <option value="">{t.allServices()}</option>
                {view.services.map((service) => (
                  <option key={service.slug} value={service.slug}>
                    {service.title}
                  </option>
                ))}
              </SelectField>
            </form>
            <p role="status" className="mt-6 text-sm text-muted-foreground">
              {shown.length === view.downloads.length
                ? t.documents({ count: shown.length })
                : t.documentsOf({ shown: shown.length, count: view.downloads.length })}
            </p>
            {shown.length === 0 ? (
              <p className="mt-6 text-muted-foreground">
                {t.noMatch()}{' '}
                <button
                  type="button"
                  onClick={() => choose(ALL)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t.showAll()}
                </button>
              </p>
            ) : (
              <div className="mt-6">
                <DownloadList downloads={shown} headingLevel={2} />
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
