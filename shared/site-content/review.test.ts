import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { diffSiteContent } from './diff';
import { approvalsNeeded } from './review';

const changed = (edit: (d: typeof defaultSiteData) => typeof defaultSiteData) =>
  diffSiteContent(defaultSiteData, edit(defaultSiteData));

describe('approvalsNeeded', () => {
  it('is one for an ordinary change, and for no change at all', () => {
    expect(approvalsNeeded(changed((d) => d))).toBe(1);
    expect(approvalsNeeded(changed((d) => ({ ...d, team: d.team.slice(1) })))).toBe(1);
  });

  it('is two when a legal page changed, alone or with anything else', () => {
    const terms = (d: typeof defaultSiteData) => ({
      ...d,
      legal: { ...d.legal, termsOfService: { ...d.legal.termsOfService, body: 'New terms' } },
    });
    expect(approvalsNeeded(changed(terms))).toBe(2);
    expect(approvalsNeeded(changed((d) => ({ ...terms(d), team: [] })))).toBe(2);
  });
});
