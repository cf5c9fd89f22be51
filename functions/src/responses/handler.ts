import type { GroupRouteKey } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { responsesContract } from '@cq/shared/contract/responses';
import { signedIn } from '../http/signedIn';
import { RATE_LIMITS } from '../data/core/rateLimit';
import { portalFinding, portalFindings, portalSession, saveDraft, sendCode, submitAll, verifyCode } from './portal';
import { portalReport } from './portalReport';
import { beginResponseUpload, finishResponseUpload, responseFiles } from './portalEvidence';
import { requestsOfAudit, reviewResponse, revokeRequest, sendRequest } from './useCases';

type Ctx<K extends GroupRouteKey<'responses'>> = RequestContext<K>;

/** The auditee portal's routes: public (the link's token is the key), rate-limited per client. */
const portal = { rateLimit: RATE_LIMITS.respond } as const;

export const operations: Operations<'responses'> = {
  'POST /api/audits/{id}/response-requests': {
    handle: async ({ workspace, params, body }: Ctx<'POST /api/audits/{id}/response-requests'>) => ({
      body: await sendRequest(workspace, params.id, body),
    }),
  },
  'GET /api/audits/{id}/response-requests': {
    handle: async ({ workspace, params }: Ctx<'GET /api/audits/{id}/response-requests'>) => ({
      body: await requestsOfAudit(workspace, params.id),
    }),
  },
  'DELETE /api/response-requests/{id}': {
    handle: async ({ workspace, params }: Ctx<'DELETE /api/response-requests/{id}'>) => ({
      body: await revokeRequest(workspace, params.id),
    }),
  },
  'POST /api/response-requests/{id}/findings/{findingId}/review': {
    handle: async ({
      workspace,
      params,
      body,
    }: Ctx<'POST /api/response-requests/{id}/findings/{findingId}/review'>) => ({
      body: await reviewResponse(workspace, params.id, params.findingId, body),
    }),
  },
  'POST /api/respond/{token}/code': {
    rateLimit: RATE_LIMITS.respondCode,
    handle: async ({ params }: Ctx<'POST /api/respond/{token}/code'>) => ({ body: await sendCode(params.token) }),
  },
  'POST /api/respond/{token}/verify': {
    ...portal,
    handle: async ({ params, body, clientAddress }: Ctx<'POST /api/respond/{token}/verify'>) => ({
      body: await verifyCode(params.token, body.code, clientAddress),
    }),
  },
  'GET /api/respond/{token}/findings': {
    ...portal,
    handle: async ({ params, event }: Ctx<'GET /api/respond/{token}/findings'>) => ({
      body: await portalFindings(await portalSession(params.token, event)),
    }),
  },
  'GET /api/respond/{token}/findings/{id}': {
    ...portal,
    handle: async ({ params, event }: Ctx<'GET /api/respond/{token}/findings/{id}'>) => ({
      body: await portalFinding(await portalSession(params.token, event), params.id),
    }),
  },
  'PUT /api/respond/{token}/findings/{id}/response': {
    ...portal,
    handle: async ({ params, event, body, clientAddress }: Ctx<'PUT /api/respond/{token}/findings/{id}/response'>) => ({
      body: await saveDraft(await portalSession(params.token, event), params.id, body, clientAddress),
    }),
  },
  'POST /api/respond/{token}/submit': {
    ...portal,
    handle: async ({ params, event, clientAddress }: Ctx<'POST /api/respond/{token}/submit'>) => ({
      body: await submitAll(await portalSession(params.token, event), clientAddress),
    }),
  },
  'GET /api/respond/{token}/report': {
    ...portal,
    handle: async ({ params, event }: Ctx<'GET /api/respond/{token}/report'>) =>
      portalReport(await portalSession(params.token, event)),
  },
  'GET /api/respond/{token}/findings/{id}/evidence': {
    ...portal,
    handle: async ({ params, event }: Ctx<'GET /api/respond/{token}/findings/{id}/evidence'>) => ({
      body: await responseFiles(await portalSession(params.token, event), params.id),
    }),
  },
  'POST /api/respond/{token}/findings/{id}/evidence': {
    ...portal,
    handle: async ({ params, event, body }: Ctx<'POST /api/respond/{token}/findings/{id}/evidence'>) => ({
      body: await beginResponseUpload(await portalSession(params.token, event), params.id, body),
    }),
  },
  'POST /api/respond/{token}/uploads/{id}/complete': {
    ...portal,
    handle: async ({ params, event, clientAddress }: Ctx<'POST /api/respond/{token}/uploads/{id}/complete'>) => ({
      body: await finishResponseUpload(await portalSession(params.token, event), params.id, clientAddress),
    }),
  },
};

export const handler = createGroupHandler('responses', responsesContract, operations, signedIn);
