import { lazyPage } from '@/lib/lazyPage';

/** The Mock Inspection Program page (issue 22), its own chunk, loaded on demand by the router. */
export const mockInspectionPage = lazyPage(() => import('./MockInspectionPage'));
export { MockInspectionCard } from './MockInspectionCard';
