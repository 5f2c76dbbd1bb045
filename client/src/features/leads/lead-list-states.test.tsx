import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { deletedToast } from './lead-format';
import { englishLeadTexts } from './lead-texts';
import { LeadListStates } from './lead-list-states';
import type { Load } from './use-lead-page';

const render = (kind: LeadKind, load: Load, more: { status?: 'new'; filtered?: boolean } = {}) =>
  renderToStaticMarkup(
    <LeadListStates
      kind={kind}
      status={more.status}
      filtered={more.filtered ?? false}
      load={load}
      reload={() => {}}
    />,
  );

/** The other kinds' names in the plural, as a tab of this kind must never say them. */
const othersOf = (kind: LeadKind) =>
  LEAD_KINDS.filter((k) => k !== kind).map((k) => LEAD_KIND_SPECS[k].plural.toLowerCase());

const empty: Load = { state: 'ready', page: { items: [], total: 0 } };

describe('each kind of lead speaks of itself in its inbox tab', () => {
  for (const kind of LEAD_KINDS) {
    const { plural, emptyHint } = LEAD_KIND_SPECS[kind];
    const name = plural.toLowerCase();

    it(`${kind}: loading, failing and empty name ${name}, and only them`, () => {
      const shown = [
        render(kind, { state: 'loading' }),
        render(kind, { state: 'error', message: 'Network down' }),
        render(kind, empty),
        render(kind, empty, { status: 'new' }),
        render(kind, empty, { filtered: true }),
      ];
      expect(shown[0]).toContain(`Loading ${name}...`);
      expect(shown[1]).toContain(`Could not load the ${name}: Network down`);
      expect(shown[2]).toContain(`No ${name} yet`);
      expect(shown[2]).toContain(emptyHint);
      expect(shown[3]).toContain(`No new ${name}`);
      expect(shown[4]).toContain(`No ${name} match these filters`);
      for (const other of othersOf(kind)) {
        for (const html of shown) expect(html).not.toContain(other);
      }
      // Where they come from is each kind's own sentence.
      for (const k of LEAD_KINDS.filter((k) => k !== kind)) {
        expect(shown[2]).not.toContain(LEAD_KIND_SPECS[k].emptyHint);
      }
    });

    it(`${kind}: deleting one says which kind was deleted`, () => {
      expect(deletedToast(englishLeadTexts, kind).description).toBe(
        `The ${LEAD_KIND_SPECS[kind].noun.toLowerCase()} was deleted.`,
      );
    });
  }
});
