import { lazyPage } from '@/lib/lazyPage';

/** The SOP Library pages (issue 22), each its own chunk, loaded on demand by the router. */
export const libraryPage = lazyPage(() => import('./LibraryPage'));
export const sopPage = lazyPage(() => import('./SopPage'));

/** An SOP's text as the library shows it, for the staff's read-only view of a version (/cms-admin → SOPs). */
export { SopBodyText } from './SopBodyText';
