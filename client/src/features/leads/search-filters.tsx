import { ATTRIBUTION_FIELDS } from '@shared/schemas/leads';
import { LIMITS } from '@shared/vocabularies/limits';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import type { InboxQueryUpdate } from './use-inbox-query';
import { useLeadTexts } from './lead-texts';
import type { LeadFilter } from './leads-api';

const input =
  'rounded-md border border-input bg-background px-3 py-1.5 text-sm text-foreground placeholder:text-muted-foreground';

interface SearchFiltersProps {
  filter: LeadFilter;
  onChange: (update: InboxQueryUpdate) => void;
  /** Searches the words, or opens the lead a reference names (use-reference-search.ts). */
  onSearch: (words: string) => void;
}

/** Search words, a range of days, and the attribution filters set from a lead's details. */
export function SearchFilters({ filter, onChange, onSearch }: SearchFiltersProps) {
  const t = useLeadTexts();
  const [words, setWords] = useState(filter.q ?? '');
  const [shownQ, setShownQ] = useState(filter.q);
  // The box follows the URL (Back, a cleared filter) unless the admin is typing.
  if (filter.q !== shownQ) {
    setShownQ(filter.q);
    setWords(filter.q ?? '');
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words);
  };
  const attribution = ATTRIBUTION_FIELDS.filter((f) => filter[f]);
  const any = filter.q || filter.from || filter.to || attribution.length > 0;

  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={search} className="flex min-w-64 flex-1 gap-2">
          <label className="sr-only" htmlFor="inbox-search">
            {t.filters.searchLabel()}
          </label>
          <input
            id="inbox-search"
            type="search"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            maxLength={LIMITS.search}
            placeholder={t.filters.searchPlaceholder()}
            className={`${input} flex-1`}
          />
          <Button type="submit" variant="outline" size="sm">
            <Search className="h-4 w-4" aria-hidden="true" />
            {t.filters.search()}
          </Button>
        </form>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          {t.filters.from()}
          <input
            type="date"
            value={filter.from ?? ''}
            max={filter.to}
            onChange={(e) => onChange({ from: e.target.value || null })}
            className={input}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          {t.filters.to()}
          <input
            type="date"
            value={filter.to ?? ''}
            min={filter.from}
            onChange={(e) => onChange({ to: e.target.value || null })}
            className={input}
          />
        </label>
      </div>
      {any && (
        <ul aria-label={t.filters.active()} className="flex flex-wrap items-center gap-2 text-xs">
          {attribution.map((f) => (
            <li key={f}>
              <button
                type="button"
                onClick={() => onChange({ [f]: null })}
                className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-2.5 py-1 text-primary"
              >
                {t.attribution[f]()}: {filter[f]}
                <X className="h-3 w-3" aria-hidden="true" />
                <span className="sr-only">{t.filters.removeFilter()}</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() =>
                onChange({
                  q: null,
                  from: null,
                  to: null,
                  ...Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, null])),
                })
              }
              className="rounded-full px-2.5 py-1 text-muted-foreground underline-offset-2 hover:underline"
            >
              {t.filters.clearAll()}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
