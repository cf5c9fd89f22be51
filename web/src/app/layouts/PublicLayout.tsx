import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ChatLauncher } from '@/features/chat';
import { useCurrentUser } from '@/features/session';
import { BrandLink } from './BrandLink';
import { MobileMenu, type NavItem } from './MobileMenu';
import { navLinkClass } from './navLinkClass';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

export const PUBLIC_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/careers', label: 'Careers' },
  { to: '/resources', label: 'Resources' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
];

const MOBILE_NAV: NavItem[] = [
  ...PUBLIC_NAV.slice(0, 6),
  { to: '/book', label: 'Book Strategy Session' },
  { to: '/contact', label: 'Contact' },
];

/**
 * Sign In / Sign Up are plain navigations to /api/login (spec §6): the server sends the browser on to
 * the sign-in page. A signed-in visitor gets a Dashboard link instead.
 */
function AuthLinks({ signedIn, stacked }: { signedIn: boolean; stacked?: boolean }) {
  if (signedIn) {
    return (
      <Button asChild variant="outline" size="sm" className={stacked ? 'w-full' : undefined}>
        <NavLink to="/dashboard">Dashboard</NavLink>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm" className={stacked ? 'w-full' : undefined}>
        <a href="/api/login">Sign In</a>
      </Button>
      <Button asChild variant="outline" size="sm" className={stacked ? 'w-full' : undefined}>
        <a href="/api/login">Sign Up</a>
      </Button>
    </>
  );
}

/** Minimal public chrome; the public-site issue extends the header and footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <BrandLink />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {PUBLIC_NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-2 lg:flex">
            <AuthLinks signedIn={Boolean(user)} />
            <Button asChild size="sm">
              <NavLink to="/book">Book Strategy Session</NavLink>
            </Button>
          </div>
          <MobileMenu className="lg:hidden" items={MOBILE_NAV} extra={<AuthLinks signedIn={Boolean(user)} stacked />} />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
