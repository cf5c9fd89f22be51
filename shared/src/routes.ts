/**
 * The route manifest: the single source of truth for the HTTP API.
 * CDK builds one Lambda per group and one API route per entry from it, the local server routes with it,
 * and the authorization-matrix tests walk it. Adding a route here without a handler fails the tests.
 */
import type { WorkspaceAction } from './orgs/roles';
import type { ProductId } from './pricing';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route. `public` needs no token; the others need a valid token and, for staff, a group. */
export type Access = 'public' | 'user' | 'editor' | 'admin';

export interface RouteDef {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `/api/careers/{id}`. */
  readonly path: string;
  /** Endpoint group: one Lambda (and one folder under functions/src) per group. */
  readonly group: string;
  readonly access: Access;
  /**
   * An owned route: the workspace action its caller's role must allow (shared/src/orgs/roles.ts). The workspace is
   * the `X-Workspace-Id` header's (absent: the caller's personal one), or the path parameter `workspaceParam`
   * names. A non-member gets 404, a member whose role lacks the action 403.
   */
  readonly needs?: WorkspaceAction;
  readonly workspaceParam?: string;
  /**
   * Only a person may call it: an API key (`Authorization: Bearer cq_…`) is refused with 403. A key may call an
   * owned route (`needs` read or write, no `workspaceParam`) unless it is marked here: signing (a person's
   * password), their own data export, Quala (a person's assistant), and the management of keys and webhooks
   * themselves. Billing, profiles, organisations and staff routes have no `needs` and are never open to a key.
   */
  readonly person?: true;
  /**
   * A paid digital product's route (issue 22): its `{id}` names the product's shared content, not a record of the
   * caller's, and a caller who has not bought the product gets 403 `SUBSCRIPTION_REQUIRED` (never an owner's 404).
   */
  readonly product?: ProductId;
  /** The success status when it is not 200: 201 for a route that creates, 202 for one that queues its work. */
  readonly status?: 201 | 202;
}

export const routes = [
  { method: 'GET', path: '/api/health', group: 'health', access: 'public' },
  // The OpenAPI description, served by the public health Lambda: no Lambda of its own for one document.
  { method: 'GET', path: '/api/openapi.json', group: 'health', access: 'public' },
  { method: 'GET', path: '/api/login', group: 'session', access: 'public' },
  { method: 'GET', path: '/api/logout', group: 'session', access: 'public' },
  { method: 'GET', path: '/api/auth/user', group: 'auth', access: 'user' },
  { method: 'POST', path: '/api/error-logs', group: 'errorLogs', access: 'public', status: 202 },
  { method: 'POST', path: '/api/contact-messages', group: 'leads', access: 'public', status: 201 },
  { method: 'POST', path: '/api/consultation-requests', group: 'leads', access: 'public', status: 201 },
  { method: 'POST', path: '/api/newsletter-subscriptions', group: 'leads', access: 'public', status: 201 },
  { method: 'GET', path: '/api/careers', group: 'careers', access: 'public' },
  { method: 'GET', path: '/api/careers/{id}', group: 'careers', access: 'public' },
  { method: 'POST', path: '/api/careers/apply', group: 'careers', access: 'public', status: 201 },
  { method: 'GET', path: '/api/calendly/status', group: 'calendly', access: 'public' },
  { method: 'GET', path: '/api/auth/calendly', group: 'calendly', access: 'public' },
  { method: 'GET', path: '/api/auth/calendly/callback', group: 'calendly', access: 'public' },
  { method: 'POST', path: '/api/stripe/checkout', group: 'billing', access: 'public' },
  { method: 'POST', path: '/api/checkout/session', group: 'billing', access: 'public' },
  { method: 'GET', path: '/api/checkout/session/{id}', group: 'billing', access: 'public' },
  { method: 'POST', path: '/api/create-subscription', group: 'billing', access: 'user' },
  { method: 'GET', path: '/api/billing', group: 'billing', access: 'user' },
  { method: 'PATCH', path: '/api/billing/subscription', group: 'billing', access: 'user' },
  { method: 'POST', path: '/api/billing/checkout', group: 'billing', access: 'user' },
  { method: 'POST', path: '/api/stripe/webhook', group: 'stripeWebhook', access: 'public' },
  // The SOP Library (issue 22): for the buyer of the SOP Library or the Professional plan, checked per request.
  { method: 'GET', path: '/api/library/sops', group: 'library', access: 'user', product: 'sop' },
  { method: 'GET', path: '/api/library/sops/{id}', group: 'library', access: 'user', product: 'sop' },
  { method: 'GET', path: '/api/library/sops/{id}/download', group: 'library', access: 'user', product: 'sop' },
  // The Learning Hub (issue 22): courses for the buyer of the Learning Hub, checked per request. A certificate stays
  // its holder's after the subscription ends, and anyone may check a code (rate limited).
  { method: 'GET', path: '/api/courses', group: 'learning', access: 'user', product: 'learn' },
  { method: 'GET', path: '/api/courses/{id}', group: 'learning', access: 'user', product: 'learn' },
  {
    method: 'POST',
    path: '/api/courses/{id}/lessons/{lessonId}/complete',
    group: 'learning',
    access: 'user',
    product: 'learn',
  },
  { method: 'POST', path: '/api/courses/{id}/quiz', group: 'learning', access: 'user', product: 'learn' },
  { method: 'GET', path: '/api/me/certificates/{code}/pdf', group: 'learning', access: 'user' },
  { method: 'GET', path: '/api/certificates/{code}', group: 'learning', access: 'public' },
  // The Mock Inspection Program (issue 22): the buyer books the paid quarter's mock inspection and follows its status.
  { method: 'GET', path: '/api/mock-inspections', group: 'inspections', access: 'user', product: 'mock' },
  { method: 'POST', path: '/api/mock-inspections', group: 'inspections', access: 'user', product: 'mock', status: 201 },
  // Regulatory Briefings (issue 22): CMS posts marked as briefings, in full for the buyer, checked per request.
  { method: 'GET', path: '/api/briefings', group: 'briefings', access: 'user', product: 'alerts' },
  { method: 'GET', path: '/api/briefings/{slug}', group: 'briefings', access: 'user', product: 'alerts' },
  // An organisation's training records: its owners and admins (manage), whatever they bought.
  {
    method: 'GET',
    path: '/api/orgs/{id}/training-records',
    group: 'learning',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
  },
  {
    method: 'GET',
    path: '/api/orgs/{id}/training-records/export',
    group: 'learning',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
  },
  { method: 'GET', path: '/api/audits', group: 'audits', access: 'user', needs: 'read' },
  { method: 'POST', path: '/api/audits', group: 'audits', access: 'user', needs: 'write', status: 201 },
  { method: 'GET', path: '/api/audits/{id}', group: 'audits', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/audits/{id}', group: 'audits', access: 'user', needs: 'write' },
  { method: 'GET', path: '/api/audits/{id}/trail', group: 'audits', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audits/{id}/reports', group: 'audits', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audits/{id}/last-report', group: 'reports', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audits/{id}/findings', group: 'audits', access: 'user', needs: 'read' },
  { method: 'POST', path: '/api/audits/{id}/findings', group: 'audits', access: 'user', needs: 'write', status: 201 },
  { method: 'PATCH', path: '/api/findings/{id}', group: 'audits', access: 'user', needs: 'write' },
  { method: 'GET', path: '/api/findings/{id}/trail', group: 'audits', access: 'user', needs: 'read' },
  // Every finding of the workspace with its audit's title (/findings, filtered in the address).
  { method: 'GET', path: '/api/findings', group: 'audits', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/auth/user', group: 'auth', access: 'user' },
  { method: 'GET', path: '/api/auditees', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'POST', path: '/api/auditees', group: 'auditees', access: 'user', needs: 'write', status: 201 },
  { method: 'GET', path: '/api/auditees/{id}', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/auditees/{id}', group: 'auditees', access: 'user', needs: 'write' },
  { method: 'GET', path: '/api/auditees/{id}/trail', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/auditees/{id}/audits', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/auditees/{id}/repeat-findings', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/calendar', group: 'calendar', access: 'user', needs: 'read' },
  // A member's own feed URL: made and revoked by the person, never by an API key acting for them.
  {
    method: 'POST',
    path: '/api/calendar/feed',
    group: 'calendar',
    access: 'user',
    needs: 'read',
    person: true,
    status: 201,
  },
  { method: 'DELETE', path: '/api/calendar/feed', group: 'calendar', access: 'user', needs: 'read', person: true },
  // A member's private iCalendar feed (`<token>.ics`): calendar programs cannot sign in, the token is the key.
  { method: 'GET', path: '/api/calendar/{file}', group: 'calendar', access: 'public' },
  { method: 'GET', path: '/api/studies', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'POST', path: '/api/studies', group: 'auditees', access: 'user', needs: 'write', status: 201 },
  { method: 'GET', path: '/api/studies/{id}', group: 'auditees', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/studies/{id}', group: 'auditees', access: 'user', needs: 'write' },
  { method: 'GET', path: '/api/usage/stats', group: 'workspace', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/dashboard/stats', group: 'workspace', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/badges', group: 'workspace', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/notifications', group: 'workspace', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/me/export', group: 'workspace', access: 'user', needs: 'read', person: true },
  { method: 'GET', path: '/api/analytics/{series}', group: 'analytics', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audit-reports', group: 'reports', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/report-counts', group: 'reports', access: 'user', needs: 'read' },
  { method: 'POST', path: '/api/audit-reports', group: 'reports', access: 'user', needs: 'write', status: 201 },
  { method: 'GET', path: '/api/audit-reports/{id}', group: 'reports', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/audit-reports/{id}', group: 'reports', access: 'user', needs: 'write' },
  { method: 'DELETE', path: '/api/audit-reports/{id}', group: 'reports', access: 'user', needs: 'write' },
  { method: 'PUT', path: '/api/audit-reports/{id}/responses', group: 'reports', access: 'user', needs: 'write' },
  {
    method: 'POST',
    path: '/api/audit-reports/{id}/approve',
    group: 'reports',
    access: 'user',
    needs: 'write',
    person: true,
  },
  { method: 'GET', path: '/api/audit-reports/{id}/export', group: 'reports', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audit-reports/{id}/trail', group: 'reports', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audit-reports/{id}/capas', group: 'reports', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audit-reports/{id}/findings', group: 'reports', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/capas/{id}', group: 'reports', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/capas/{id}', group: 'reports', access: 'user', needs: 'write' },
  { method: 'GET', path: '/api/capas/{id}/trail', group: 'reports', access: 'user', needs: 'read' },
  {
    method: 'POST',
    path: '/api/capas/{id}/effectiveness-checks',
    group: 'reports',
    access: 'user',
    needs: 'write',
    status: 201,
  },
  { method: 'GET', path: '/api/report-templates', group: 'reports', access: 'user', needs: 'read' },
  { method: 'POST', path: '/api/report-templates', group: 'reports', access: 'user', needs: 'write', status: 201 },
  { method: 'GET', path: '/api/report-templates/{id}', group: 'reports', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/report-templates/{id}', group: 'reports', access: 'user', needs: 'write' },
  {
    method: 'POST',
    path: '/api/report-templates/{id}/versions',
    group: 'reports',
    access: 'user',
    needs: 'write',
    status: 201,
  },
  { method: 'GET', path: '/api/report-templates/{id}/trail', group: 'reports', access: 'user', needs: 'read' },
  // Evidence files (issue 19): uploaded straight to storage, checked by content, downloaded by members only.
  { method: 'POST', path: '/api/evidence/uploads', group: 'evidence', access: 'user', needs: 'write', status: 201 },
  {
    method: 'POST',
    path: '/api/evidence/uploads/{id}/complete',
    group: 'evidence',
    access: 'user',
    needs: 'write',
    status: 201,
  },
  { method: 'GET', path: '/api/evidence/{id}/download', group: 'evidence', access: 'user', needs: 'read' },
  { method: 'PATCH', path: '/api/evidence/{id}', group: 'evidence', access: 'user', needs: 'write' },
  { method: 'DELETE', path: '/api/evidence/{id}', group: 'evidence', access: 'user', needs: 'write' },
  { method: 'GET', path: '/api/evidence/{id}/trail', group: 'evidence', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audits/{id}/evidence', group: 'evidence', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/audit-reports/{id}/evidence', group: 'evidence', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/findings/{id}/evidence', group: 'evidence', access: 'user', needs: 'read' },
  { method: 'GET', path: '/api/capas/{id}/evidence', group: 'evidence', access: 'user', needs: 'read' },
  // The auditee portal (issue 20): findings sent to the audited site, answered through a link without an account.
  {
    method: 'POST',
    path: '/api/audits/{id}/response-requests',
    group: 'responses',
    access: 'user',
    needs: 'write',
    status: 201,
  },
  { method: 'GET', path: '/api/audits/{id}/response-requests', group: 'responses', access: 'user', needs: 'read' },
  { method: 'DELETE', path: '/api/response-requests/{id}', group: 'responses', access: 'user', needs: 'write' },
  {
    method: 'POST',
    path: '/api/response-requests/{id}/findings/{findingId}/review',
    group: 'responses',
    access: 'user',
    needs: 'write',
  },
  // The link's token is the key; the code step's bearer opens the rest (functions/src/responses/portal.ts).
  { method: 'POST', path: '/api/respond/{token}/code', group: 'responses', access: 'public' },
  { method: 'POST', path: '/api/respond/{token}/verify', group: 'responses', access: 'public' },
  { method: 'GET', path: '/api/respond/{token}/findings', group: 'responses', access: 'public' },
  { method: 'GET', path: '/api/respond/{token}/findings/{id}', group: 'responses', access: 'public' },
  { method: 'PUT', path: '/api/respond/{token}/findings/{id}/response', group: 'responses', access: 'public' },
  { method: 'POST', path: '/api/respond/{token}/submit', group: 'responses', access: 'public' },
  { method: 'GET', path: '/api/respond/{token}/report', group: 'responses', access: 'public' },
  // Files on a response: attached by the auditee with the bearer, listed for them and for the auditor.
  { method: 'GET', path: '/api/respond/{token}/findings/{id}/evidence', group: 'responses', access: 'public' },
  {
    method: 'POST',
    path: '/api/respond/{token}/findings/{id}/evidence',
    group: 'responses',
    access: 'public',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/respond/{token}/uploads/{id}/complete',
    group: 'responses',
    access: 'public',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/response-requests/{id}/findings/{findingId}/evidence',
    group: 'evidence',
    access: 'user',
    needs: 'read',
  },
  { method: 'POST', path: '/api/quala/chat', group: 'quala', access: 'user', needs: 'write', person: true },
  { method: 'GET', path: '/api/quala/history', group: 'quala', access: 'user', needs: 'read', person: true },
  // API keys (issue 24): the workspace's owner or admin (the user, in the personal workspace), as a person.
  { method: 'GET', path: '/api/api-keys', group: 'integrations', access: 'user', needs: 'manage', person: true },
  {
    method: 'POST',
    path: '/api/api-keys',
    group: 'integrations',
    access: 'user',
    needs: 'manage',
    person: true,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/api-keys/{id}',
    group: 'integrations',
    access: 'user',
    needs: 'manage',
    person: true,
  },
  // Webhooks (issue 24): the same people manage a workspace's endpoints, as a person, never with a key.
  { method: 'GET', path: '/api/webhooks', group: 'integrations', access: 'user', needs: 'manage', person: true },
  {
    method: 'POST',
    path: '/api/webhooks',
    group: 'integrations',
    access: 'user',
    needs: 'manage',
    person: true,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    group: 'integrations',
    access: 'user',
    needs: 'manage',
    person: true,
  },
  {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    group: 'integrations',
    access: 'user',
    needs: 'manage',
    person: true,
  },
  {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    group: 'integrations',
    access: 'user',
    needs: 'manage',
    person: true,
    status: 202,
  },
  // Trail export and periodic review (21 CFR 11.10(b), Annex 11 §9): owners, admins and reviewers, in person.
  { method: 'GET', path: '/api/trail/export', group: 'trail', access: 'user', needs: 'approve', person: true },
  {
    method: 'GET',
    path: '/api/trail/records/{type}/{id}/export',
    group: 'trail',
    access: 'user',
    needs: 'approve',
    person: true,
  },
  { method: 'GET', path: '/api/trail/reviews', group: 'trail', access: 'user', needs: 'approve', person: true },
  {
    method: 'POST',
    path: '/api/trail/reviews',
    group: 'trail',
    access: 'user',
    needs: 'approve',
    person: true,
    status: 201,
  },
  { method: 'POST', path: '/api/orgs', group: 'orgs', access: 'user', status: 201 },
  { method: 'GET', path: '/api/orgs', group: 'orgs', access: 'user' },
  { method: 'GET', path: '/api/orgs/{id}', group: 'orgs', access: 'user', needs: 'read', workspaceParam: 'id' },
  { method: 'PATCH', path: '/api/orgs/{id}', group: 'orgs', access: 'user', needs: 'manage', workspaceParam: 'id' },
  { method: 'GET', path: '/api/orgs/{id}/members', group: 'orgs', access: 'user', needs: 'read', workspaceParam: 'id' },
  {
    method: 'PATCH',
    path: '/api/orgs/{id}/members/{userId}',
    group: 'orgs',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
  },
  {
    method: 'DELETE',
    path: '/api/orgs/{id}/members/{userId}',
    group: 'orgs',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
  },
  {
    method: 'GET',
    path: '/api/orgs/{id}/invitations',
    group: 'orgs',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
  },
  {
    method: 'POST',
    path: '/api/orgs/{id}/invitations',
    group: 'orgs',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/orgs/{id}/invitations/{invitationId}',
    group: 'orgs',
    access: 'user',
    needs: 'manage',
    workspaceParam: 'id',
  },
  { method: 'GET', path: '/api/orgs/{id}/trail', group: 'orgs', access: 'user', needs: 'manage', workspaceParam: 'id' },
  {
    method: 'DELETE',
    path: '/api/orgs/{id}/membership',
    group: 'orgs',
    access: 'user',
    needs: 'read',
    workspaceParam: 'id',
  },
  { method: 'POST', path: '/api/invitations/preview', group: 'orgs', access: 'user' },
  { method: 'POST', path: '/api/invitations/accept', group: 'orgs', access: 'user' },
  { method: 'GET', path: '/api/admin/stats', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/roles', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/status', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/error-logs', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/error-logs/daily', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/error-logs/{id}', group: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/error-logs/{id}', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/leads', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/leads/export', group: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/leads/{id}', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/jobs', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/jobs', group: 'admin', access: 'admin', status: 201 },
  { method: 'PUT', path: '/api/admin/jobs/{id}', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/outbox', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/content-posts', group: 'cms', access: 'editor' },
  { method: 'GET', path: '/api/content-posts/{id}', group: 'cms', access: 'editor' },
  { method: 'POST', path: '/api/content-posts', group: 'cms', access: 'editor', status: 201 },
  { method: 'PUT', path: '/api/content-posts/{id}', group: 'cms', access: 'editor' },
  { method: 'DELETE', path: '/api/content-posts/{id}', group: 'cms', access: 'editor' },
  { method: 'GET', path: '/api/media', group: 'cms', access: 'editor' },
  { method: 'POST', path: '/api/media/uploads', group: 'cms', access: 'editor', status: 201 },
  { method: 'POST', path: '/api/media/uploads/{id}/complete', group: 'cms', access: 'editor', status: 201 },
  { method: 'PATCH', path: '/api/media/{id}', group: 'cms', access: 'editor' },
  { method: 'DELETE', path: '/api/media/{id}', group: 'cms', access: 'editor' },
  // The SOP Library's staff side (issue 22): editors write and revise SOPs; approving signs with the password.
  { method: 'GET', path: '/api/cms/sops', group: 'sops', access: 'editor' },
  { method: 'POST', path: '/api/cms/sops', group: 'sops', access: 'editor', status: 201 },
  { method: 'GET', path: '/api/cms/sops/{id}', group: 'sops', access: 'editor' },
  { method: 'POST', path: '/api/cms/sops/{id}/versions', group: 'sops', access: 'editor', status: 201 },
  { method: 'PUT', path: '/api/cms/sops/{id}/versions/{seq}', group: 'sops', access: 'editor' },
  { method: 'POST', path: '/api/cms/sops/{id}/versions/{seq}/submit', group: 'sops', access: 'editor' },
  { method: 'POST', path: '/api/cms/sops/{id}/versions/{seq}/return', group: 'sops', access: 'editor' },
  { method: 'POST', path: '/api/cms/sops/{id}/versions/{seq}/approve', group: 'sops', access: 'editor' },
  { method: 'GET', path: '/api/posts', group: 'posts', access: 'public' },
  { method: 'GET', path: '/api/posts/{slug}', group: 'posts', access: 'public' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
export type RouteKey = KeyOf<Route>;
export type Group = Route['group'];
/** The manifest entry of a route key. */
export type RouteOf<K extends RouteKey> = Extract<Route, { method: MethodOf<K>; path: PathOf<K> }>;
export type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
export type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
/** The route keys a group serves. */
export type GroupRouteKey<G extends Group> = { [K in RouteKey]: RouteOf<K>['group'] extends G ? K : never }[RouteKey];
/** `{ id: string }` for `/api/audits/{id}`: the path parameters a template names. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [N in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

/**
 * Fills a path template with its parameters (encoded): the one way a URL is made from a route key, so no
 * caller joins strings.
 */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export const groups = (): string[] => [...new Set(routes.map((r) => r.group))];

/** A group's Lambda entry, relative to `functions/src`: the one place that says where handlers live. */
export const groupHandlerFile = (group: string): string => `${group}/handler.ts`;

/** Staff groups (Cognito groups) that satisfy each access level. */
export const STAFF_GROUPS = ['admin', 'editor'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];

export function allows(access: Access, groups: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (groups === null) return false;
  if (access === 'user') return true;
  if (access === 'editor') return groups.includes('editor') || groups.includes('admin');
  return groups.includes('admin');
}

/**
 * Whether an API key may call a route at all (its role is checked on top): an owned route that reads or writes
 * records in the header's workspace and is not marked `person`. Never a public, staff, billing, profile or
 * organisation route, never one that approves or manages.
 */
export const keyMayCall = (route: RouteDef): boolean =>
  route.access === 'user' &&
  (route.needs === 'read' || route.needs === 'write') &&
  !route.workspaceParam &&
  route.person !== true;

/** Matches a concrete path against a manifest path template; returns the path parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  return matchSegments(template.split('/'), path.split('/'));
}

function matchSegments(template: readonly string[], path: readonly string[]): Record<string, string> | null {
  if (template.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const seg = template[i]!;
    const actual = path[i]!;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (!actual) return null;
      params[seg.slice(1, -1)] = decodeURIComponent(actual);
    } else if (seg !== actual) return null;
  }
  return params;
}

/** Every route with its template split once: the lookup runs on every request (local server and auth guard). */
let splitRoutes: Array<{ route: RouteDef; segments: string[] }> | undefined;

export function findRoute(
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string> } | { route: null; pathKnown: boolean } {
  splitRoutes ??= (routes as readonly RouteDef[]).map((route) => ({ route, segments: route.path.split('/') }));
  const segments = path.split('/');
  let pathKnown = false;
  for (const { route, segments: template } of splitRoutes) {
    const params = matchSegments(template, segments);
    if (!params) continue;
    pathKnown = true;
    if (route.method === method) return { route, params };
  }
  return { route: null, pathKnown };
}
