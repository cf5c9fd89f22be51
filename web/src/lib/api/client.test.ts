import { describe, expect, it } from 'vitest';
import { NO_AUDIT_PLAN } from '@cq/shared/audits/plan';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { api, apiQueryFn, apiQueryKey, apiUrl } from './client';
import { HttpError } from './request';

const audit = {
  id: 'a/1',
  title: 'Site 104',
  description: '',
  type: 'hospital',
  status: 'draft',
  progress: 0,
  scheduledDate: null,
  completedDate: null,
  leadAuditorId: null,
  auditorIds: [],
  reviewerId: null,
  ...NO_AUDIT_PLAN,
  createdBy: 'u1',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  version: 1,
};

describe('apiUrl', () => {
  it('fills path parameters (encoded) and appends only the query values given', () => {
    expect(apiUrl('GET /api/audits/{id}/trail', { params: { id: 'a/1 b' } })).toBe('/api/audits/a%2F1%20b/trail');
    expect(apiUrl('GET /api/audits', { query: { limit: 20, cursor: undefined } })).toBe('/api/audits?limit=20');
    expect(apiUrl('GET /api/careers')).toBe('/api/careers');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => apiUrl('GET /api/audits/{id}', { params: { id: '' } })).toThrow('Missing path parameter "id"');
  });
});

describe('api', () => {
  it('calls the route with its method and JSON body and returns the parsed answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse(audit, 201));
    const created = await api('POST /api/audits', { body: { title: 'Site 104', type: 'hospital' } });
    expect(created).toEqual(audit);
    const [call] = callsTo(fetchMock, '/api/audits');
    expect(call!.init.method).toBe('POST');
    expect(call!.body).toEqual({ title: 'Site 104', type: 'hospital' });
  });

  it('checks answers against the contract in development and tests', async () => {
    stubFetch(() => jsonResponse({ ...audit, status: 'archived' }));
    await expect(api('GET /api/audits/{id}', { params: { id: 'a/1' } })).rejects.toThrow(
      'GET /api/audits/{id} answered outside its contract',
    );
  });

  it('raises HttpError with "status: body" for a refusal', async () => {
    stubFetch((url) =>
      url === '/api/error-logs' ? jsonResponse({}, 202) : jsonResponse({ error: 'Audit not found' }, 404),
    );
    const error = await api('GET /api/audits/{id}', { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('404: {"error":"Audit not found"}');
  });

  it('types calls by route key', () => {
    // @ts-expect-error: not a route of the manifest
    void (() => api('GET /api/audit'));
    // @ts-expect-error: the route needs its id
    void (() => api('GET /api/audits/{id}'));
    // @ts-expect-error: the body must match the contract
    void (() => api('POST /api/audits', { body: { title: 1 } }));
  });
});

describe('query keys', () => {
  it('are the route key, its input and the workspace, and the default query function reads them back', async () => {
    const key = apiQueryKey('GET /api/audits/{id}', { params: { id: 'a/1' } });
    expect(key).toEqual(['GET /api/audits/{id}', { params: { id: 'a/1' } }, 'personal']);
    const fetchMock = stubFetch(() => jsonResponse(audit));
    const data = await apiQueryFn({ queryKey: key } as never);
    expect(data).toEqual(audit);
    expect(callsTo(fetchMock, '/api/audits/a%2F1')).toHaveLength(1);
  });
});
