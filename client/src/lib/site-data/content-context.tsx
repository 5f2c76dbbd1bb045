import { createContext, useContext } from 'react';
import type { SiteData } from '@shared/schemas/site-content';
import { defaultSiteData } from '@shared/site-content/defaults';

/**
 * The content the public pages show. The root provides the live content the HTML was rendered
 * with (on the server, and in the browser read back from the page), so the first render in the
 * browser matches the HTML exactly; the admin's Preview provides the working copy instead.
 */
const SiteContentContext = createContext<SiteData>(defaultSiteData);

export const SiteContentProvider = SiteContentContext.Provider;

export function useSiteData(): SiteData {
  return useContext(SiteContentContext);
}
