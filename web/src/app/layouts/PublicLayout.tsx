// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ChatLauncher } from '@/features/chat';
import { useCurrentUser } from '@/features/session';
import { Island } from '@/lib/islands/Island';
import { BrandLink } from './BrandLink';
import { AuthLinks } from './AuthLinks';
import { navLinkClass } from './navLinkClass';
import { PUBLIC_NAV } from './publicNav';
import { PublicMobileMenu } from './PublicMobileMenu';
import { RouterSiteNav } from './RouterSiteNav';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** Thin bar above the header: how to reach us, and the hiring link. */
function UtilityBar() {
  const link = 'rounded-sm hover:underline focus-visible:outline-white';
  return (
    <div className="bg-primary text-primary-foreground">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 text-xs sm:px-6 sm:text-sm">
        <div className="hidden items-center gap-5 md:flex">
          <a className={`inline-flex items-center gap-1.5 ${link}`} href={`mailto:${SITE.contactEmail}`}>
            <Mail className="size-3.5" aria-hidden="true" />
            {SITE.contactEmail}
          </a>
          <a className={`inline-flex items-center gap-1.5 ${link}`} href={`tel:${SITE.phone.replace(/[^+\d]/g, '')}`}>
            <Phone className="size-3.5" aria-hidden="true" />
            {SITE.phoneDisplay}
          </a>
          <span className="hidden lg:inline">{SITE.businessHours}</span>
        </div>
        <p className="truncate md:hidden">Free first consultation</p>
        <Link
          to="/careers"
          className={`inline-flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap ${link}`}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-[#7dd3e0]" />
          We're Hiring
        </Link>
      </div>
    </div>
  );
}

/**
 * Public chrome (spec §2 shared chrome): utility bar, header with navigation, side sheet, footer. The menu and
 * the chat launcher are islands: before the app is there, a prerendered page hydrates them alone.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  return (
    <RouterSiteNav>
      <div className="flex min-h-screen flex-col bg-background">
        <SkipLink />
        <UtilityBar />
        <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <BrandLink />
            <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
              {PUBLIC_NAV.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <div className="flex items-center gap-2">
              <div className="hidden items-center gap-2 xl:flex">
                <AuthLinks signedIn={Boolean(user)} />
              </div>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <NavLink to="/book">Book Strategy Session</NavLink>
              </Button>
              <Island name="menu">
                <PublicMobileMenu signedIn={Boolean(user)} />
              </Island>
            </div>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children ?? <Outlet />}
        </main>
        <SiteFooter />
        <Island name="chat">
          <ChatLauncher />
        </Island>
      </div>
    </RouterSiteNav>
  );
}
