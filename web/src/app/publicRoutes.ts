import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '@/features/auth';
import { companyRoutes } from '@/features/company';
import { e2eRoutes } from '@/features/dev-probes';
import { landingRoutes } from '@/features/landing';
import { leadsRoutes } from '@/features/leads';
import { careersRoutes } from '@/features/careers';
import { legalRoutes } from '@/features/legal';
import { servicesRoutes } from '@/features/services';
import { resourcesRoutes } from '@/features/resources';
import { insightsRoutes } from '@/features/insights';
import { schedulingRoutes } from '@/features/scheduling';
import { pricingRoutes } from '@/features/pricing';
import { billingRoutes } from '@/features/billing';
import { developersRoutes } from '@/features/developers';
import { respondRoutes } from '@/features/respond';
import { certificateRoutes } from '@/features/certificates';

/**
 * Every public page except `/`, each feature contributing its own lazy routes (exported from its index).
 * Add a feature's routes here in one line; page metadata (title, description) lives beside the route as
 * its `handle`.
 */
export const publicRoutes: RouteObject[] = [
  ...authRoutes,
  ...e2eRoutes,
  ...leadsRoutes,
  ...careersRoutes,
  ...landingRoutes,
  ...companyRoutes,
  ...servicesRoutes,
  ...legalRoutes,
  ...resourcesRoutes,
  ...insightsRoutes,
  ...schedulingRoutes,
  ...pricingRoutes,
  ...billingRoutes,
  ...developersRoutes,
  ...respondRoutes,
  ...certificateRoutes,
];
