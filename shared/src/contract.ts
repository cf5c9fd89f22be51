import type * as z from './schemas/z';
import type { Group, RouteKey } from './routes';
import type { GroupContract, RouteContract, Schema } from './contract/types';
import { healthContract } from './contract/health';
import { sessionContract } from './contract/session';
import { authContract } from './contract/auth';
import { errorLogsContract } from './contract/errorLogs';
import { leadsContract } from './contract/leads';
import { careersContract } from './contract/careers';
import { calendlyContract } from './contract/calendly';
import { billingContract } from './contract/billing';
import { libraryContract } from './contract/library';
import { inspectionsContract } from './contract/inspections';
import { briefingsContract } from './contract/briefings';
import { learningContract } from './contract/learning';
import { stripeWebhookContract } from './contract/stripeWebhook';
import { auditsContract } from './contract/audits';
import { workspaceContract } from './contract/workspace';
import { reportsContract } from './contract/reports';
import { analyticsContract } from './contract/analytics';
import { qualaContract } from './contract/quala';
import { auditeesContract } from './contract/auditees';
import { calendarContract } from './contract/calendar';
import { evidenceContract } from './contract/evidence';
import { responsesContract } from './contract/responses';
import { orgsContract } from './contract/orgs';
import { integrationsContract } from './contract/integrations';
import { adminContract } from './contract/admin';
import { trailContract } from './contract/trail';
import { cmsContract } from './contract/cms';
import { sopsContract } from './contract/sops';
import { postsContract } from './contract/posts';

export type { GroupContract, RouteContract, Schema } from './contract/types';

/**
 * What each route takes and answers, by route key: path parameters, query, JSON body and the 2xx response.
 * The API validates input with these (400 with field messages), the web client is typed by them, and tests
 * parse every response with them. A route without `response` answers with a redirect.
 *
 * Each group's part lives in `contract/<group>.ts`, which its Lambda imports alone (a cold start builds only its
 * own routes' schemas); this is their union, for the web client, the OpenAPI document and the tests.
 */
export const contract = {
  ...healthContract,
  ...sessionContract,
  ...authContract,
  ...errorLogsContract,
  ...leadsContract,
  ...careersContract,
  ...calendlyContract,
  ...billingContract,
  ...libraryContract,
  ...inspectionsContract,
  ...briefingsContract,
  ...learningContract,
  ...stripeWebhookContract,
  ...auditsContract,
  ...workspaceContract,
  ...reportsContract,
  ...analyticsContract,
  ...qualaContract,
  ...auditeesContract,
  ...calendarContract,
  ...evidenceContract,
  ...responsesContract,
  ...orgsContract,
  ...integrationsContract,
  ...adminContract,
  ...trailContract,
  ...cmsContract,
  ...sopsContract,
  ...postsContract,
} as const satisfies { readonly [K in RouteKey]: RouteContract };

/** Each group's part, by group: a group without its module (or a module under another name) is a type error. */
export const groupContracts: { readonly [G in Group]: GroupContract<G> } = {
  health: healthContract,
  session: sessionContract,
  auth: authContract,
  errorLogs: errorLogsContract,
  leads: leadsContract,
  careers: careersContract,
  calendly: calendlyContract,
  billing: billingContract,
  library: libraryContract,
  inspections: inspectionsContract,
  briefings: briefingsContract,
  learning: learningContract,
  stripeWebhook: stripeWebhookContract,
  audits: auditsContract,
  workspace: workspaceContract,
  reports: reportsContract,
  analytics: analyticsContract,
  quala: qualaContract,
  auditees: auditeesContract,
  calendar: calendarContract,
  evidence: evidenceContract,
  responses: responsesContract,
  orgs: orgsContract,
  integrations: integrationsContract,
  admin: adminContract,
  trail: trailContract,
  cms: cmsContract,
  sops: sopsContract,
  posts: postsContract,
};

export type Contract = typeof contract;
type Part<K extends RouteKey, P extends keyof RouteContract> = Contract[K] extends {
  [Q in P]: infer S extends Schema;
}
  ? S
  : undefined;
/** What a caller sends (before parsing: numbers as typed, optional fields optional). */
export type BodyInput<K extends RouteKey> = Part<K, 'body'> extends Schema ? z.input<Part<K, 'body'>> : undefined;
/** What a handler receives after validation. */
export type Body<K extends RouteKey> = Part<K, 'body'> extends Schema ? z.output<Part<K, 'body'>> : undefined;
export type QueryInput<K extends RouteKey> =
  Part<K, 'query'> extends Schema ? z.input<Part<K, 'query'>> : Record<never, string>;
export type Query<K extends RouteKey> =
  Part<K, 'query'> extends Schema ? z.output<Part<K, 'query'>> : Record<string, string | undefined>;
export type ResponseOf<K extends RouteKey> = Part<K, 'response'> extends Schema ? z.output<Part<K, 'response'>> : never;
