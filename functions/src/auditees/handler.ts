import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { auditeesContract } from '@cq/shared/contract/auditees';
import { signedIn } from '../http/signedIn';
import { auditeeTrail, getAuditee, listAuditees } from '../data/auditees/auditees';
import { getStudy, listStudies } from '../data/auditees/studies';
import type { Page } from '../data/core/paging';
import { auditsOfAuditee } from '../data/audits/audits';
import { repeatFindingsOf } from '../data/audits/findings';
import { addAuditee, addStudy, reviseAuditee, reviseStudy } from './useCases';

const paged = <T>(page: Page<T>) => ({
  body: page.items,
  headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined,
});

export const operations: Operations<'auditees'> = {
  'GET /api/auditees': {
    handle: async ({ workspace, query }: RequestContext<'GET /api/auditees'>) =>
      paged(await listAuditees(workspace, query, query.q || undefined)),
  },
  'POST /api/auditees': {
    handle: async ({ workspace, body }: RequestContext<'POST /api/auditees'>) => ({
      body: await addAuditee(workspace, body),
    }),
  },
  'GET /api/auditees/{id}': {
    handle: async ({ workspace, params }: RequestContext<'GET /api/auditees/{id}'>) => ({
      body: await getAuditee(workspace, params.id),
    }),
  },
  'PATCH /api/auditees/{id}': {
    handle: async ({ workspace, params, body }: RequestContext<'PATCH /api/auditees/{id}'>) => ({
      body: await reviseAuditee(workspace, params.id, body),
    }),
  },
  'GET /api/auditees/{id}/trail': {
    handle: async ({ workspace, params }: RequestContext<'GET /api/auditees/{id}/trail'>) => ({
      body: await auditeeTrail(workspace, params.id),
    }),
  },
  'GET /api/auditees/{id}/audits': {
    handle: async ({ workspace, params, query }: RequestContext<'GET /api/auditees/{id}/audits'>) => {
      await getAuditee(workspace, params.id);
      return paged(await auditsOfAuditee(workspace, params.id, query));
    },
  },
  'GET /api/auditees/{id}/repeat-findings': {
    handle: async ({ workspace, params }: RequestContext<'GET /api/auditees/{id}/repeat-findings'>) => {
      await getAuditee(workspace, params.id);
      return { body: await repeatFindingsOf(workspace, params.id) };
    },
  },
  'GET /api/studies': {
    handle: async ({ workspace, query }: RequestContext<'GET /api/studies'>) =>
      paged(await listStudies(workspace, query, query.q || undefined)),
  },
  'POST /api/studies': {
    handle: async ({ workspace, body }: RequestContext<'POST /api/studies'>) => ({
      body: await addStudy(workspace, body),
    }),
  },
  'GET /api/studies/{id}': {
    handle: async ({ workspace, params }: RequestContext<'GET /api/studies/{id}'>) => ({
      body: await getStudy(workspace, params.id),
    }),
  },
  'PATCH /api/studies/{id}': {
    handle: async ({ workspace, params, body }: RequestContext<'PATCH /api/studies/{id}'>) => ({
      body: await reviseStudy(workspace, params.id, body),
    }),
  },
};

export const handler = createGroupHandler('auditees', auditeesContract, operations, signedIn);
