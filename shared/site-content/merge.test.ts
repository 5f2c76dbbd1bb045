import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { diffSiteContent, summarizeDiff } from './diff';
import { mergeSiteContent } from './merge';
import type { SiteData } from './schema';

const base: SiteData = defaultSiteData;
const settings = (patch: Partial<SiteData['settings']>) => ({ ...base.settings, ...patch });
const team = base.team;
const [t1, t2, t3, t4] = team as [
  (typeof team)[0],
  (typeof team)[0],
  (typeof team)[0],
  (typeof team)[0],
];
const ids = (content: SiteData) => content.team.map((m) => m.id);
const member = (id: number, name: string) => ({ ...t1, id, name });

describe('three-way merge of a publish on an older version', () => {
  it('applies only my change on top of live, keeping theirs', () => {
    const theirs = { ...base, settings: settings({ phone: '+1 555 0100' }) };
    const mine = { ...base, settings: settings({ email: 'me@firm.example' }) };
    const { content, conflicts } = mergeSiteContent(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(content.settings).toEqual(settings({ phone: '+1 555 0100', email: 'me@firm.example' }));
    // What the Publish dialog lists: my change only, never an undo of theirs.
    expect(summarizeDiff(diffSiteContent(theirs, content))).toBe('email changed');
  });

  it('keeps a change only they made, and takes a change both made alike', () => {
    const edited = { ...t2, role: 'Chief Engineer' };
    const theirs = { ...base, team: [t1, edited, t3, t4] };
    const mine = { ...base, team: [t1, edited, t3, t4], settings: settings({ phone: '1' }) };
    const { content, conflicts } = mergeSiteContent(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(content.team[1]).toEqual(edited);
    expect(content.settings.phone).toBe('1');
  });

  it('merges one item field by field', () => {
    const theirs = { ...base, team: [{ ...t1, role: 'Founder' }, t2, t3, t4] };
    const mine = { ...base, team: [{ ...t1, name: 'Dana Ortiz' }, t2, t3, t4] };
    const { content, conflicts } = mergeSiteContent(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(content.team[0]).toEqual({ ...t1, role: 'Founder', name: 'Dana Ortiz' });
  });

  it('reports a field both changed differently, settled per field by a resolution', () => {
    const theirs = { ...base, team: [{ ...t1, role: 'Founder' }, t2, t3, t4] };
    const mine = {
      ...base,
      settings: settings({ phone: 'mine' }),
      team: [{ ...t1, role: 'CEO' }, t2, t3, t4],
    };
    const result = mergeSiteContent(
      base,
      { ...theirs, settings: settings({ phone: 'theirs' }) },
      mine,
    );
    expect(result.conflicts).toEqual([
      {
        key: 'settings.phone',
        section: 'settings',
        item: null,
        field: 'phone',
        theirs: 'theirs',
        mine: 'mine',
      },
      {
        key: `team.${t1.id}.role`,
        section: 'team',
        item: t1.name,
        field: 'Role',
        theirs: 'Founder',
        mine: 'CEO',
      },
    ]);
    // Unsettled, live's value stays; each resolution picks its own side.
    expect(result.content.settings.phone).toBe('theirs');
    const settled = mergeSiteContent(
      base,
      { ...theirs, settings: settings({ phone: 'theirs' }) },
      mine,
      { 'settings.phone': 'mine', [`team.${t1.id}.role`]: 'theirs' },
    );
    expect(settled.content.settings.phone).toBe('mine');
    expect(settled.content.team[0]!.role).toBe('Founder');
  });

  it('keeps items added on each side, in their places', () => {
    const theirs = { ...base, team: [t1, member(101, 'Theirs'), t2, t3, t4] };
    const mine = { ...base, team: [t1, t2, t3, member(102, 'Mine'), t4] };
    const { content, conflicts } = mergeSiteContent(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(ids(content)).toEqual([t1.id, 101, t2.id, t3.id, 102, t4.id]);
  });

  it('gives my new item a fresh id when they added another under the same id', () => {
    const theirs = { ...base, team: [...team, member(50, 'Theirs')] };
    const mine = { ...base, team: [...team, member(50, 'Mine')] };
    const { content } = mergeSiteContent(base, theirs, mine);
    expect(
      content.team
        .map((m) => m.name)
        .slice(-2)
        .sort(),
    ).toEqual(['Mine', 'Theirs']);
    expect(new Set(ids(content)).size).toBe(content.team.length);
  });

  it('removes what either side removed, unless the other edited it', () => {
    const theirs = { ...base, team: [t2, t3, t4] };
    const mine = { ...base, team: [t1, t2, t4] };
    const merged = mergeSiteContent(base, theirs, mine);
    expect(merged.conflicts).toEqual([]);
    expect(ids(merged.content)).toEqual([t2.id, t4.id]);

    // I removed what they edited: a conflict of the whole item.
    const edited = { ...t3, role: 'Edited' };
    const result = mergeSiteContent(base, { ...base, team: [t1, t2, edited, t4] }, mine);
    expect(result.conflicts).toEqual([
      {
        key: `team.${t3.id}`,
        section: 'team',
        item: t3.name,
        field: null,
        theirs: edited,
        mine: null,
      },
    ]);
    expect(ids(result.content)).toContain(t3.id);
    const removed = mergeSiteContent(base, { ...base, team: [t1, t2, edited, t4] }, mine, {
      [`team.${t3.id}`]: 'mine',
    });
    expect(ids(removed.content)).not.toContain(t3.id);

    // They removed what I edited.
    const mineEdited = { ...base, team: [{ ...t1, role: 'Kept' }, t2, t3, t4] };
    const gone = mergeSiteContent(base, theirs, mineEdited);
    expect(gone.conflicts.map((c) => [c.key, c.theirs, c.field])).toEqual([
      [`team.${t1.id}`, null, null],
    ]);
    expect(ids(gone.content)).not.toContain(t1.id);
    const kept = mergeSiteContent(base, theirs, mineEdited, { [`team.${t1.id}`]: 'mine' });
    expect(kept.content.team[0]).toEqual({ ...t1, role: 'Kept' });
  });

  it('takes the order of the side that reordered, and asks when both did', () => {
    const theirs = { ...base, team: [t1, t2, t3, t4], settings: settings({ phone: 'x' }) };
    const mine = { ...base, team: [t4, t3, t2, t1] };
    expect(ids(mergeSiteContent(base, theirs, mine).content)).toEqual(
      [t4, t3, t2, t1].map((m) => m.id),
    );
    expect(ids(mergeSiteContent(base, mine, base).content)).toEqual(
      [t4, t3, t2, t1].map((m) => m.id),
    );

    const other = { ...base, team: [t2, t1, t3, t4] };
    const result = mergeSiteContent(base, other, mine);
    expect(result.conflicts.map((c) => [c.key, c.field])).toEqual([['team.order', 'order']]);
    expect(result.conflicts[0]!.mine).toEqual([t4, t3, t2, t1].map((m) => m.name));
    expect(ids(result.content)).toEqual(ids(other));
    expect(ids(mergeSiteContent(base, other, mine, { 'team.order': 'mine' }).content)).toEqual(
      ids(mine),
    );
    // The same new order on both sides is no conflict.
    expect(mergeSiteContent(base, mine, mine).conflicts).toEqual([]);
  });

  it('merges every collection and global from the registry alike', () => {
    const theirs = {
      ...base,
      services: base.services.slice(1),
      legal: {
        ...base.legal,
        termsOfService: { ...base.legal.termsOfService, updated: '2027-02-02' },
      },
    };
    const mine = {
      ...base,
      blogPosts: [{ ...base.blogPosts[0]!, title: 'Mine' }, ...base.blogPosts.slice(1)],
      redirects: [{ id: 1, from: '/old', to: '/' }],
    };
    const { content, conflicts } = mergeSiteContent(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(summarizeDiff(diffSiteContent(theirs, content))).toBe('1 post edited; 1 redirect added');
    expect(content.services).toEqual(theirs.services);
    expect(content.legal).toEqual(theirs.legal);
  });

  it('is the working copy itself when nobody else published', () => {
    const mine = { ...base, settings: settings({ phone: '2' }), team: [t2, t1, t3] };
    expect(mergeSiteContent(base, base, mine).content).toEqual(mine);
  });
});
