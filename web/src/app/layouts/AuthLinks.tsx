import { Button } from '@/components/ui/button';
import { useSiteNav } from '@/lib/islands/siteNav';

const SIGN_IN_HREF = '/api/login';
const SIGN_UP_HREF = '/api/login?screen=signup';

/**
 * Sign In / Sign Up are plain navigations to /api/login (spec §6): the server sends the browser on to
 * the sign-in page, or with `?screen=signup` to the sign-up page. A signed-in visitor gets a Dashboard
 * link instead.
 */
export function AuthLinks({ signedIn, stacked }: { signedIn: boolean; stacked?: boolean }) {
  const { NavLink } = useSiteNav();
  const width = stacked ? 'w-full' : undefined;
  if (signedIn) {
    return (
      <Button asChild variant="outline" size="sm" className={width}>
        <NavLink to="/dashboard">Dashboard</NavLink>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant={stacked ? 'outline' : 'ghost'} size="sm" className={width}>
        <a href={SIGN_IN_HREF}>Sign In</a>
      </Button>
      <Button asChild variant={stacked ? 'default' : 'outline'} size="sm" className={width}>
        <a href={SIGN_UP_HREF}>Sign Up</a>
      </Button>
    </>
  );
}
