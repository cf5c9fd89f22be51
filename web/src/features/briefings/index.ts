import { lazyPage } from '@/lib/lazyPage';

/** The Regulatory Briefings pages (issue 22), each its own chunk, loaded on demand by the router. */
export const briefingsPage = lazyPage(() => import('./BriefingsPage'));
export const briefingPage = lazyPage(() => import('./BriefingPage'));
/** A briefing's text on its public /insights page: the subscribe prompt, or the text for a subscriber. */
export { BriefingText } from './BriefingText';
