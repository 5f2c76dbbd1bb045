import { CHAT_DATA_PATH, pageDataPath, prefixedPath } from '@shared/site-content/site-paths';
import type { ChatKnowledge, PageData, SiteFrame } from './page-data';
import { asPageData } from './embedded-page';
import { notFoundPage } from './not-found-page';
import type { SiteSource } from './site-source';

/** The frame of the admin area's shell before any page of the site is loaded. */
const NO_FRAME: SiteFrame = {
  settings: {
    phone: '',
    email: '',
    address: { street: '', locality: '', region: '', postalCode: '', country: '' },
  },
  name: '',
  legalName: '',
  logo: null,
  social: [],
  menu: [],
  footer: { description: '', columns: [] },
  consent: { text: '' },
  notFound: { title: 'Page not found', heading: 'Page not found', text: '' },
  chat: null,
};

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
  /** Paths whose last load failed (offline, a server error). */
  const failed = new Set<string>();
  let chat: Promise<ChatKnowledge> | null = null;
  // The frame of the page loaded last (the same on every page of a version).
  let frame = initial?.frame ?? NO_FRAME;

  async function load(path: string): Promise<PageData> {
    // A language's pages' data is under its prefix too (/_data/fr/services/x.json).
    const whole = frame.base ? prefixedPath(frame.base, path) : path;
    const res = await fetch(pageDataPath(whole), { headers: { accept: 'application/json' } });
    if (res.status === 404) return notFoundPage(frame, path);
    if (!res.ok) throw new Error(`The page could not be loaded (${res.status})`);
    const data = asPageData(await res.json());
    if (!data) throw new Error('The page could not be loaded');
    frame = data.frame;
    return data;
  }

  return {
    get frame() {
      return frame;
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
            // The page's render sees this same rejection (a new fetch per render would suspend
            // it for ever); a later visit, after a page elsewhere was asked for, tries again.
            failed.add(path);
            throw error;
          },
        );
        pages.set(path, found);
      }
      for (const other of failed) {
        if (other !== path) {
          failed.delete(other);
          pages.delete(other);
        }
      }
      return found;
    },
    chat() {
      // A language's knowledge is under its prefix (/fr/_data/chat.json), in its words.
      chat ??= fetch((frame.base ?? '') + CHAT_DATA_PATH).then((res) => {
        if (!res.ok) throw new Error(`chat ${res.status}`);
        return res.json() as Promise<ChatKnowledge>;
      });
      chat.catch(() => (chat = null));
      return chat;
    },
  };
}
