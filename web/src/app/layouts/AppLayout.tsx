import { Fragment, type ReactNode } from 'react';
import { useWorkspaceId } from '@/lib/workspace';
import { NavLink, Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/features/session';
import { WorkspaceSheetSwitcher, WorkspaceSwitcher } from '@/features/orgs';
import { NotificationBell, UsageCounter } from '@/features/workspace';
import { cn } from '@/lib/cn';
import { BrandLink } from './BrandLink';
import { MobileMenu, type NavItem } from './MobileMenu';
import { navLinkClass } from './navLinkClass';
import { RouterSiteNav } from './RouterSiteNav';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

export const APP_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/audits', label: 'Audits' },
  { to: '/auditees', label: 'Auditees' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/reports', label: 'Reports' },
  { to: '/audit-reports', label: 'AI Reports' },
  { to: '/ask-quala', label: 'Ask Quala' },
  { to: '/insights', label: 'Insights' },
  { to: '/marketplace', label: 'Marketplace' },
];

const HIRING: NavItem = { to: '/careers', label: "We're Hiring" };

/**
 * Signed-in chrome (workspace spec §2): the links and We're Hiring, the workspace switcher, the audits usage
 * counter, the notification bell and the user menu. Below the extra-large breakpoint the links collapse into the
 * menu sheet (which also carries the workspace switcher and the usage counter on small screens). Rendered below
 * ProtectedRoute, or by `/` for signed-in users.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  // A switch remounts the page: no screen keeps state (a form, a record id) from the other workspace.
  const workspaceId = useWorkspaceId();
  return (
    <RouterSiteNav>
      <div className="flex min-h-screen flex-col bg-surface">
        <SkipLink />
        <header className="sticky top-0 z-40 border-b border-border bg-background">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4">
            <div className="flex min-w-0 items-center gap-3">
              {/* Where the header has no room for both (below md, and from xl to 2xl beside the links) the logo stands
                alone beside the workspace switcher; the name stays the link's accessible name. */}
              <BrandLink
                to="/dashboard"
                nameClassName="sr-only text-[1.05rem] md:not-sr-only xl:sr-only 2xl:not-sr-only"
              />
              {user && <WorkspaceSwitcher />}
            </div>
            <nav aria-label="Workspace" className="hidden items-center xl:flex">
              {APP_NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={(state) => cn(navLinkClass(state), 'px-2.5 whitespace-nowrap')}
                >
                  {item.label}
                </NavLink>
              ))}
              <NavLink
                to={HIRING.to}
                className="ml-1 rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-accent hover:bg-muted"
              >
                {HIRING.label}
              </NavLink>
            </nav>
            <div className="flex items-center gap-1 sm:gap-2">
              {user && (
                <>
                  <UsageCounter className="hidden sm:inline-flex" />
                  <NotificationBell />
                  <UserMenu user={user} />
                </>
              )}
              <MobileMenu
                className="xl:hidden"
                items={[...APP_NAV, HIRING]}
                extra={
                  user ? (
                    <>
                      <WorkspaceSheetSwitcher />
                      <UsageCounter className="w-fit" />
                    </>
                  ) : undefined
                }
              />
            </div>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Fragment key={workspaceId ?? 'personal'}>{children ?? <Outlet />}</Fragment>
        </main>
        <SiteFooter />
      </div>
    </RouterSiteNav>
  );
}

export default AppLayout;
