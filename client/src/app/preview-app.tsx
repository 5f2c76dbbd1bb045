import { ACCESS } from '@shared/schemas/roles';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './site-layout';
import { SiteContentProvider } from '~/lib/site-data';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { AuthProvider, RequireSession, useMayUse } from '~/features/auth';
import { NotForYourRole } from '~/features/admin/role-gate';
import { LiveContentGate } from '~/features/publishing/live-content-gate';
import { PreviewBanner } from '~/features/publishing/preview-banner';
import { sitePages } from './site-pages';

/** The public pages rendered with the admin's working copy, under a banner saying so. */
function PreviewSite() {
  const content = useWorkingCopy();
  return (
    <SiteContentProvider value={content}>
      <PreviewBanner />
      <Routes>
        <Route element={<SiteLayout />}>
          {sitePages.map(({ path, Page }) =>
            path === '/' ? (
              <Route key={path} index element={<Page />} />
            ) : (
              <Route key={path} path={path.slice(1)} element={<Page />} />
            ),
          )}
        </Route>
      </Routes>
    </SiteContentProvider>
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

/** /admin/preview/*: the site as it will look once the working copy is published (admin only). */
export default function PreviewApp() {
  return (
    <AuthProvider>
      <RequireSession>
        <PreviewForContentRoles />
      </RequireSession>
    </AuthProvider>
  );
}
