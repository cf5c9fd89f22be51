import type { Auditee, Study } from '@cq/shared/auditees/schemas';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';

/** Auditees and studies as the API answers them, for this feature's tests. */
export const auditee = (overrides: Partial<Auditee> = {}): Auditee => ({
  id: 'ae1',
  name: 'St. Mary Research Hospital',
  kind: 'site',
  address: '',
  country: 'Germany',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  status: 'prospect',
  notes: '',
  riskRating: null,
  riskReason: '',
  createdBy: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...overrides,
});

export const study = (overrides: Partial<Study> = {}): Study => ({
  id: 'st1',
  protocolNumber: 'HX-101',
  title: 'Helix first-in-human',
  phase: 'phase-1',
  sponsorId: null,
  createdBy: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...overrides,
});

/** A page of a list, naming the next one when there is one. */
export const page = (items: unknown[], next?: string): Response =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(next ? { [NEXT_CURSOR_HEADER]: next } : {}) },
  });
