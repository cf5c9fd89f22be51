import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/** What a link in the site's chrome takes: NavLink's props, which both kinds of link below honour. */
export interface SiteNavLinkProps {
  to: string;
  /** Active only on this exact path (`/`), not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  onClick?: () => void;
  children: ReactNode;
}

/**
 * The current path and the link component for the controls that run both inside the app and as islands on a
 * prerendered page (web/src/lib/islands/islandRoots.ts): the menu and the chat launcher. Inside the app the
 * router provides them (app/layouts/RouterSiteNav.tsx); an island has no router, TanStack Query or Amplify, so it
 * gets plain links (a full load of the next prerendered page) and the page's own path.
 */
export interface SiteNav {
  pathname: string;
  NavLink: ComponentType<SiteNavLinkProps>;
  /** A link never marked as the current page (react-router's Link in the app). */
  Link: ComponentType<SiteLinkProps>;
}

/** What a plain link in an island's content takes: Link's props, which both kinds honour. */
export interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

const SiteNavContext = createContext<SiteNav | null>(null);

export const SiteNavProvider = SiteNavContext.Provider;

export function useSiteNav(): SiteNav {
  const nav = useContext(SiteNavContext);
  if (!nav)
    throw new Error('useSiteNav: no SiteNavProvider above (RouterSiteNav in the app, PlainSiteNav in an island)');
  return nav;
}

/** Active as react-router's NavLink decides it: the same path, or below it unless `end`. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.replace(/\/+$/, '') || '/';
  if (here === to) return true;
  return !end && to !== '/' && here.startsWith(`${to}/`);
}

/**
 * A plain `<a href>`, marked as NavLink marks the current page (`aria-current`, a string class gets `active`), and
 * with its `data-discover` (route discovery, unused without the router), so that both render the same markup.
 */
function makePlainNavLink(pathname: string): ComponentType<SiteNavLinkProps> {
  return function PlainNavLink({ to, end, className, onClick, children }: SiteNavLinkProps) {
    const isActive = isActivePath(pathname, to, end);
    return (
      // In NavLink's attribute order.
      <a
        aria-current={isActive ? 'page' : undefined}
        className={
          typeof className === 'function'
            ? className({ isActive })
            : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
        }
        href={to}
        onClick={onClick}
        data-discover="true"
      >
        {children}
      </a>
    );
  };
}

/** A plain `<a href>` as react-router's Link renders it. */
function PlainLink({ to, className, children }: SiteLinkProps) {
  return (
    <a className={className} href={to} data-discover="true">
      {children}
    </a>
  );
}

/** The site nav of an island: the page's path, plain links. */
export function PlainSiteNav({ pathname, children }: { pathname: string; children: ReactNode }) {
  const nav = useMemo(() => ({ pathname, NavLink: makePlainNavLink(pathname), Link: PlainLink }), [pathname]);
  return <SiteNavProvider value={nav}>{children}</SiteNavProvider>;
}
