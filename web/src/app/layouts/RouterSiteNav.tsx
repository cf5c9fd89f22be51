import { useMemo, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SiteNavProvider } from '@/lib/islands/siteNav';

/** Inside the app, the chrome's controls (menu, chat launcher) follow the router and navigate with it. */
export function RouterSiteNav({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const nav = useMemo(() => ({ pathname, NavLink, Link }), [pathname]);
  return <SiteNavProvider value={nav}>{children}</SiteNavProvider>;
}
