/** Lazy loader so the landing page is its own chunk. */
export const loadLandingPage = () => import('./LandingPage');
