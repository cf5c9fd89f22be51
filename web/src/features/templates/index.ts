import { lazyPage } from '@/lib/lazyPage';

/** The checklist template pages (issue 19), each its own chunk, loaded on demand by the router. */
export const templatesPage = lazyPage(() => import('./TemplatesPage'));
export const templatePage = lazyPage(() => import('./TemplateEditorPage'));
