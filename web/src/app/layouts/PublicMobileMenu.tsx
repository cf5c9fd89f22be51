import { AuthLinks } from './AuthLinks';
import { MobileMenu } from './MobileMenu';
import { MOBILE_NAV } from './publicNav';

/** The public header's small-screen menu, in the app (PublicLayout) and as the `menu` island alike. */
export function PublicMobileMenu({ signedIn }: { signedIn: boolean }) {
  return <MobileMenu className="xl:hidden" items={MOBILE_NAV} extra={<AuthLinks signedIn={signedIn} stacked />} />;
}

/** The `menu` island (web/src/islandRegistry.ts): islands run only for a visitor without a stored session. */
export const MenuIsland = () => <PublicMobileMenu signedIn={false} />;
