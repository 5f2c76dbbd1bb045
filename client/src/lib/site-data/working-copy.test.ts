import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_DATA_KEY } from '~/config/storage-keys';
import { defaultSiteData } from '@shared/site-content/defaults';

// The store runs in the browser; here a tiny in-memory window with localStorage and events.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

function fakeWindow() {
  const listeners = new Map<string, Set<(e: unknown) => void>>();
  return {
    localStorage: new MemoryStorage(),
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type: string, fn: (e: unknown) => void) =>
      listeners.get(type)?.delete(fn),
    fire: (type: string, event: unknown) => listeners.get(type)?.forEach((fn) => fn(event)),
  };
}

let win: ReturnType<typeof fakeWindow>;
async function loadStore() {
  vi.resetModules();
  return await import('./working-copy');
}

describe('working copy', () => {
  beforeEach(() => {
    win = fakeWindow();
    vi.stubGlobal('window', win);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the live content when this browser holds no working copy', async () => {
    const { getWorkingCopy, setLiveContent, workingCopyBaseVersion, hasStoredWorkingCopy } =
      await loadStore();
    const live = {
      ...defaultSiteData,
      settings: { ...defaultSiteData.settings, phone: '+1 live' },
    };
    setLiveContent({ version: 4, published_at: '2030-01-01T00:00:00.000Z', content: live });
    expect(hasStoredWorkingCopy()).toBe(false);
    expect(getWorkingCopy()).toEqual(live);
    expect(workingCopyBaseVersion()).toBe(4);
  });

  it('remembers the live version a saved copy was edited from', async () => {
    const { saveWorkingCopy, setLiveContent, workingCopyBaseVersion, resetWorkingCopy } =
      await loadStore();
    setLiveContent({ version: 2, published_at: null, content: defaultSiteData });
    saveWorkingCopy({ team: [] });
    setLiveContent({ version: 3, published_at: null, content: defaultSiteData });
    expect(workingCopyBaseVersion()).toBe(2); // another admin published meanwhile
    resetWorkingCopy();
    expect(workingCopyBaseVersion()).toBe(3);
  });

  it('remembers version 0 as the base of a copy edited before the first publish', async () => {
    const { saveWorkingCopy, setLiveContent, workingCopyBaseVersion } = await loadStore();
    setLiveContent({ version: 0, published_at: null, content: defaultSiteData });
    saveWorkingCopy({ team: [] });
    setLiveContent({ version: 1, published_at: null, content: defaultSiteData });
    expect(workingCopyBaseVersion()).toBe(0);
  });

  it('has the spec defaults: settings, 4 team members, 3 blog posts, 6 services...', async () => {
    const { getWorkingCopy } = await loadStore();
    const data = getWorkingCopy();
    expect(data).toEqual(defaultSiteData);
    expect(data.team).toHaveLength(4);
    expect(data.blogPosts).toHaveLength(3);
    expect(data.services).toHaveLength(6);
    expect(data.caseStudies).toHaveLength(3);
    expect(data.openings).toHaveLength(4);
    expect(data.partners).toHaveLength(8);
    expect(data.chatTopics).toHaveLength(8);
    expect(Object.keys(data.settings).sort()).toEqual(['address', 'email', 'phone']);
    for (const post of data.blogPosts) expect(typeof post.id).toBe('number');
  });

  it('falls back to the defaults for unreadable or invalid stored data', async () => {
    const { getWorkingCopy } = await loadStore();
    win.localStorage.setItem(SITE_DATA_KEY, '{not json');
    expect(getWorkingCopy()).toEqual(defaultSiteData);
    win.localStorage.setItem(SITE_DATA_KEY, JSON.stringify([1, 2, 3]));
    expect(getWorkingCopy()).toEqual(defaultSiteData);
    // One invalid part falls back alone; the valid parts are kept.
    const settings = { phone: '1', email: 'a@b.test', address: 'Here' };
    win.localStorage.setItem(
      SITE_DATA_KEY,
      JSON.stringify({ settings, team: [{ id: 'x' }], blogPosts: 'nope' }),
    );
    // The address of one line (a copy saved before its fields) gets them (upgrade.ts).
    const address = { street: 'Here', locality: '', region: '', postalCode: '', country: '' };
    expect(getWorkingCopy()).toEqual({ ...defaultSiteData, settings: { ...settings, address } });
  });

  it('keeps a copy saved before the content had all its collections and posts their slugs', async () => {
    const { getWorkingCopy, setLiveContent } = await loadStore();
    const live = { ...defaultSiteData, partners: [] };
    setLiveContent({ version: 3, published_at: null, content: live });
    const post = { ...defaultSiteData.blogPosts[0]!, title: 'Edited, not yet published' };
    const { slug: _slug, ...oldPost } = post;
    win.localStorage.setItem(
      SITE_DATA_KEY,
      JSON.stringify({ settings: defaultSiteData.settings, team: [], blogPosts: [oldPost] }),
    );
    const copy = getWorkingCopy();
    expect(copy.team).toEqual([]); // the admin's unpublished edits survive
    expect(copy.blogPosts).toEqual([{ ...post, slug: 'edited-not-yet-published' }]);
    expect(copy.partners).toEqual([]); // what it lacks is the live content's
    expect(copy.services).toEqual(defaultSiteData.services);
  });

  it('saves wholesale, persists and notifies subscribers', async () => {
    const { getWorkingCopy, saveWorkingCopy, subscribeWorkingCopy } = await loadStore();
    const listener = vi.fn();
    const unsubscribe = subscribeWorkingCopy(listener);
    const team = [{ id: 7, name: 'Ada', role: 'Engineer', imageAlt: '', imageSrc: null }];
    saveWorkingCopy({ team });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getWorkingCopy().team).toEqual(team);
    expect(getWorkingCopy().blogPosts).toEqual(defaultSiteData.blogPosts);
    expect(JSON.parse(win.localStorage.getItem(SITE_DATA_KEY)!).team).toEqual(team);
    // The same object while nothing changed (useSyncExternalStore relies on it).
    expect(getWorkingCopy()).toBe(getWorkingCopy());
    unsubscribe();
  });

  it('follows changes made in another tab (storage event)', async () => {
    const { getWorkingCopy, subscribeWorkingCopy } = await loadStore();
    const listener = vi.fn();
    subscribeWorkingCopy(listener);
    const settings = {
      phone: '2',
      email: 'other@tab.test',
      address: defaultSiteData.settings.address,
    };
    win.localStorage.setItem(SITE_DATA_KEY, JSON.stringify({ ...defaultSiteData, settings }));
    win.fire('storage', { key: SITE_DATA_KEY });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getWorkingCopy().settings).toEqual(settings);
    win.fire('storage', { key: 'unrelated' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
