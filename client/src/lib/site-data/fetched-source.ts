import { CHAT_DATA_PATH, pageDataPath } from '@shared/site-content/site-paths';
import { notFoundTitle } from '~/lib/page-meta';
import type { ChatKnowledge, PageData } from './page-data';
import { asPageData } from './embedded-page';
import type { SiteSource } from './site-source';

const NO_SETTINGS = { phone: '', email: '', address: '' };

/**
 * The public pages' source: the page the HTML was rendered with, then each page navigated to,
 * fetched once from /_data/<path>.json (rendered with the page at publish time). `initial` is
 * null in the shell of the admin area, whose "Back to Site" loads the home page's data.
 */
export function createFetchedSource(initial: PageData | null, initialPath?: string): SiteSource {
  // The page the HTML shows is the one at the address it was served for (the 404 page is
  // rendered once, for every unknown address).
  const pages = new Map<string, PageData | Promise<PageData>>(
    initial ? [[initialPath ?? initial.path, initial]] : [],
  );
  let chat: Promise<ChatKnowledge> | null = null;
  // The contact details of the page loaded last (the same on every page of a version).
  let settings = initial?.settings ?? NO_SETTINGS;

  const notFound = (path: string): PageData => ({
    path,
    settings,
    meta: { title: notFoundTitle, description: '', image: null, type: 'website' },
    view: { kind: 'not-found' },
  });

  async function load(path: string): Promise<PageData> {
    const res = await fetch(pageDataPath(path), { headers: { accept: 'application/json' } });
    if (res.status === 404) return notFound(path);
    if (!res.ok) throw new Error(`The page could not be loaded (${res.status})`);
    const data = asPageData(await res.json());
    if (!data) throw new Error('The page could not be loaded');
    settings = data.settings;
    return data;
  }

  return {
    get settings() {
      return settings;
    },
    page(path) {
      let found = pages.get(path);
      if (!found) {
        found = load(path).then(
          (data) => {
            pages.set(path, data);
            return data;
          },
          (error: unknown) => {
            pages.delete(path); // offline: the next visit tries again
            throw error;
          },
        );
        pages.set(path, found);
      }
      return found;
    },
    chat() {
      chat ??= fetch(CHAT_DATA_PATH).then((res) => {
        if (!res.ok) throw new Error(`chat ${res.status}`);
        return res.json() as Promise<ChatKnowledge>;
      });
      chat.catch(() => (chat = null));
      return chat;
    },
  };
}
