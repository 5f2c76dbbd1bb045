import type { PageProps } from '~/lib/site-data';
import DownloadPage from './download-page';
import DownloadsPage from './downloads-page';

// The downloads' two pages, the list and a document's, as one chunk: every chunk of a page costs
// each first load of the site its entry in the router (tests/build/js-budget.test.ts).

export default function DownloadsPages({
  view,
}: {
  view: PageProps<'downloads'>['view'] | PageProps<'download'>['view'];
}) {
  return view.kind === 'download' ? <DownloadPage view={view} /> : <DownloadsPage view={view} />;
}
