import { sitePaths } from './site-paths';

// Where a gated document's request form is: its id on the document's page, and the address an
// expired link's page leads back to. Apart from ./site-paths.ts, which every public page loads.

export const DOWNLOAD_REQUEST_ID = 'request';

export const downloadRequestPath = (slug: string) =>
  `${sitePaths.download(slug)}#${DOWNLOAD_REQUEST_ID}`;
