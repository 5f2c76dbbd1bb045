import { ACCESS } from '@shared/vocabularies/roles';
import { ArrowLeft, LogOut, Menu, ShieldCheck, X } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearToasts, toast } from '~/lib/toast-store';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';
import { useAuth, useMayUse } from '~/features/auth';
import { isNavItemActive } from '~/app/nav-highlight';
import { useConfirmLeave } from '~/components/unsaved-changes';
import { PublishAction } from '~/features/publishing/publish-action';
import { sidebarGroups } from './admin-nav';
import { adminPages } from './admin-pages';
import { groupHeading, pageTexts } from './admin-nav-texts';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';

const itemClasses =
  'flex w-full items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium transition-colors';

/** A plain click (no modifier, left button) that the app should route itself. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function SidebarNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const { user, signOut } = useAuth();
  const t = useAdminMessages('adminShell', shellEnglish);
  const { layout } = t;

  function go(event: MouseEvent, href: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    confirmLeave(() => {
      onNavigate();
      navigate(href);
    });
  }

  function logout() {
    confirmLeave(async () => {
      const { error } = await signOut();
      // Nothing of the session stays on screen; the login page confirms the sign-out instead.
      clearToasts();
      if (error) {
        toast({
          title: layout.signOutFailed(),
          description: error.message || layout.somethingWrong(),
          variant: 'destructive',
        });
      }
      navigate(paths.login, { replace: true, state: { signedOut: true } });
    });
  }

  return (
    <nav aria-label={layout.navLabel()} className="flex h-full flex-col gap-1 p-3">
      <div className="space-y-4 md:min-h-0 md:flex-1 md:overflow-y-auto">
        {/* Only what the role may open (admin-nav.ts names each page's roles and group). */}
        {sidebarGroups(user, adminPages).map(({ group, items }) => {
          return (
            <div key={group || 'overview'}>
              {group && (
                <h2 className="px-3 pb-1 text-xs font-medium uppercase tracking-wider text-muted-foreground">
                  {groupHeading(group, t)}
                </h2>
              )}
              <ul className="space-y-0.5">
                {items.map((item) => {
                  const { href, icon: Icon, badge: Badge } = item;
                  const active = isNavItemActive(pathname, href);
                  return (
                    <li key={href}>
                      <Link
                        to={href}
                        onClick={(e) => go(e, href)}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          itemClasses,
                          active
                            ? 'bg-primary/10 text-primary'
                            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                        )}
                      >
                        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                        {pageTexts(item, t).label}
                        {Badge && <Badge />}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="mt-auto space-y-1 border-t border-border pt-3">
        {user && (
          // The whole address, wrapped where it must: a cut one ("owner@firm.exam…") cannot
          // tell two colleagues' accounts apart.
          <p className="px-3 pb-1 text-xs text-muted-foreground wrap-anywhere">
            {layout.signedInAs({ email: user.email })}
          </p>
        )}
        <Link
          to={paths.home}
          onClick={(e) => go(e, paths.home)}
          className={cn(itemClasses, 'text-muted-foreground hover:bg-muted hover:text-foreground')}
        >
          <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />
          {layout.backToSite()}
        </Link>
        <button
          type="button"
          onClick={logout}
          className={cn(itemClasses, 'text-muted-foreground hover:bg-muted hover:text-foreground')}
        >
          <LogOut className="h-4 w-4 shrink-0" aria-hidden="true" />
          {layout.logout()}
        </button>
      </div>
    </nav>
  );
}

/** The admin area's frame: a sidebar on wide screens, a menu button on narrow ones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const mayPublish = useMayUse(ACCESS.content);
  const { layout } = useAdminMessages('adminShell', shellEnglish);
  return (
    <div className="min-h-screen bg-background text-foreground md:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-card px-4 md:hidden">
        <span className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" />
          {layout.admin()}
        </span>
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          className="rounded-md p-2 hover:bg-muted"
        >
          {menuOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
          <span className="sr-only">{menuOpen ? layout.closeMenu() : layout.openMenu()}</span>
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={cn(
          'border-border bg-card md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-e',
          menuOpen ? 'block border-b' : 'hidden',
        )}
      >
        <div className="hidden h-14 items-center gap-2 border-b border-border px-6 font-semibold md:flex">
          <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" />
          {layout.admin()}
        </div>
        <div className="md:min-h-0 md:flex-1">
          <SidebarNav onNavigate={() => setMenuOpen(false)} />
        </div>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        <div className="mx-auto max-w-6xl">
          {mayPublish && (
            <div className="mb-4 flex justify-end border-b border-border pb-3">
              <PublishAction />
            </div>
          )}
          {children}
        </div>
      </main>
    </div>
  );
}
