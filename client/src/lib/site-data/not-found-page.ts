import type { PageData, SiteFrame } from './page-data';

/** The not-found page of a site: shown for every address it does not have. */
export function notFoundPage(frame: SiteFrame, path: string): PageData {
  return {
    path,
    frame,
    meta: { title: frame.notFound.title, description: '', image: null, type: 'website' },
    view: { kind: 'not-found' },
  };
}
