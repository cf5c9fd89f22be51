import { lazyPage } from '@/lib/lazyPage';

/**
 * Quala, the GCP assistant (issue 10): /ask-quala is its own chunk (the router loads this index on demand, see
 * app/router.tsx); the dashboard's widget asks the same endpoint through the same hook.
 */
export const askQualaPage = lazyPage(() => import('./AskQualaPage'));
export { QualaWidget } from './QualaWidget';
export { useQualaChat, qualaHistoryQuery } from './api';
