import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '@/features/auth';
import { e2eRoutes } from '@/features/dev-probes';

/**
 * Every public page except `/`, each feature contributing its own lazy routes (exported from its index).
 * Add a feature's routes here in one line; page metadata (title, description) lives beside the route as
 * its `handle`.
 */
export const publicRoutes: RouteObject[] = [...authRoutes, ...e2eRoutes];
