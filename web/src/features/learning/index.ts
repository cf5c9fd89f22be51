import { lazyPage } from '@/lib/lazyPage';

/** The Learning Hub pages (issue 22), each its own chunk, loaded on demand by the router. */
export const learningPage = lazyPage(() => import('./LearningPage'));
export const coursePage = lazyPage(() => import('./CoursePage'));
