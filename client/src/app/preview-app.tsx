import { ACCESS } from '@shared/vocabularies/roles';
import { accentCss } from '@shared/site-content/accent';
import { globals } from '@shared/site-content/globals';
import { useLayoutEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '~/config/paths';
import { SiteSourceProvider } from '~/lib/site-data';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { AuthProvider, RequireSession, useMayUse } from '~/features/auth';
import { NotForYourRole } from '~/features/auth';
import { LiveContentGate } from '~/features/publishing/live-content-gate';
import { PreviewBanner } from '~/features/publishing/preview-banner';
import { PreviewFrame } from './preview-frame';
import { usePreviewLanguage } from './preview-language';
import { PreviewRouter } from './preview-router';
import { PublicPage } from './public-page';
import { SiteLayout } from './site-layout';

/**
 * The accent's CSS applied as a constructed style sheet, not a <style> element: the admin's
 * Content-Security-Policy allows no inline style (docs/decisions/046-revalidation-and-strict-styles.md), and the working copy's
 * accent cannot be known in advance to be hashed.
 */
function useAccentSheet(css: string) {
  useLayoutEffect(() => {
    if (!css) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}

/**
 * The public pages rendered with the admin's working copy, under a banner saying so. The pages
 * are built here the way the server builds them (markdown included), so the preview is what
 * visitors will see, in each of its languages at that language's address (./preview-language.ts);
 * their links stay in the preview (./preview-router.tsx), so a page not yet published is one
 * click away as on the site.
 */
function PreviewSite() {
  const content = useWorkingCopy();
  const { source, basename, shell } = usePreviewLanguage(content, paths.admin.preview);
  // The accent as the published pages will have it (their <head>: app/render-page.tsx).
  useAccentSheet(accentCss(content.identity.accentColor, globals.identity.defaults.accentColor));
  return (
    <SiteSourceProvider value={source}>
      <PreviewBanner dir={shell.dir} />
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

/** The preview is the content roles' (it shows their unpublished working copy). */
function PreviewForContentRoles() {
  if (useMayUse(ACCESS.content)) {
    return (
      <LiveContentGate>
        <PreviewSite />
      </LiveContentGate>
    );
  }
  return (
    <main className="min-h-screen bg-background px-4 py-10 text-foreground">
      <div className="mx-auto max-w-xl">
        <NotForYourRole what="The preview of unpublished content" roles={ACCESS.content} />
      </div>
    </main>
  );
}

/**
 * /admin/preview/*: the site as it will look once the working copy is published (admin only);
 * with ?frame, the page an editor sends before saving (./preview-frame.tsx).
 */
export default function PreviewApp() {
  // Decided once: links inside the frame leave the query behind, and it stays a frame.
  const [framed] = useState(() => new URLSearchParams(window.location.search).has('frame'));
  if (framed) return <PreviewFrame />;
  return (
    <AuthProvider>
      <RequireSession>
        <PreviewForContentRoles />
      </RequireSession>
    </AuthProvider>
  );
}
