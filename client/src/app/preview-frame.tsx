import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { isPagePreviewMessage, PAGE_PREVIEW_READY } from '@shared/site-content/page-preview';
import type { SiteData } from '@shared/site-content/schema';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { SiteSourceProvider } from '~/lib/site-data';
import { usePreviewLanguage } from './preview-language';
import { PreviewRouter } from './preview-router';
import { PublicPage } from './public-page';
import { SiteLayout } from './site-layout';

/**
 * /admin/preview/<path>?frame: a page of content its parent window sends (an editor's page not
 * saved yet), drawn in a frame as wide as the editor asks (390 or 1280 px), so its own media
 * queries apply. It shows only what a window of this site posts to it, and asks for nothing
 * itself: no session needed, nothing of the server's shown.
 */
export function PreviewFrame() {
  const [content, setContent] = useState<SiteData | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPagePreviewMessage(event.data)) setContent(event.data.content as SiteData);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PAGE_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!content)
    return <Spinner label="Loading the preview" className="m-8 text-muted-foreground" />;
  return <FramedPages content={content} />;
}

/** The content's pages in the language of the frame's address, its switcher leading to others. */
function FramedPages({ content }: { content: SiteData }) {
  const { source, basename } = usePreviewLanguage(content, paths.admin.preview);
  return (
    <SiteSourceProvider value={source}>
      <PreviewRouter root={paths.admin.preview} basename={basename}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="*" element={<PublicPage />} />
          </Route>
        </Routes>
      </PreviewRouter>
    </SiteSourceProvider>
  );
}
