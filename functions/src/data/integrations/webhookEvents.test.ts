import { describe, expect, it } from 'vitest';
import type { TrailEntry } from '../trail/trail';
import { eventOfEntry } from './webhookEvents';

const entry = (fields: Partial<TrailEntry>): TrailEntry => ({
  entityType: 'Audit',
  entityId: 'rec-1',
  actor: 'u1',
  workspaceId: 'ws-1',
  action: 'update',
  before: null,
  after: null,
  seq: 2,
  at: '2026-11-26T01:00:00.000Z',
  prevHash: '0',
  hash: '1',
  ...fields,
});

describe('which trail entries are webhook events', () => {
  it('maps the approving signature of a report to report.approved, and other signatures to nothing', () => {
    const approving = entry({
      entityType: 'AuditReport',
      action: 'sign',
      before: { status: 'completed', signatures: [] },
      after: { status: 'approved', signatures: [{ meaning: 'Approved' }] },
    });
    expect(eventOfEntry(approving)).toEqual({
      type: 'report.approved',
      data: { reportId: 'rec-1', approvedAt: '2026-11-26T01:00:00.000Z' },
    });
    const reviewing = entry({
      entityType: 'AuditReport',
      action: 'sign',
      before: { signatures: [] },
      after: { signatures: [{ meaning: 'Reviewed' }] },
    });
    expect(eventOfEntry(reviewing)).toBeNull();
  });

  it('keeps edits that move no status, and other records, silent', () => {
    expect(eventOfEntry(entry({ action: 'update', after: { title: 'x' } }))).toBeNull();
    expect(eventOfEntry(entry({ entityType: 'Finding', action: 'status.in_progress' }))).toBeNull();
    expect(eventOfEntry(entry({ entityType: 'Capa', action: 'create' }))).toBeNull();
    expect(eventOfEntry(entry({ entityType: 'WebhookEndpoint', action: 'create' }))).toBeNull();
  });

  it('carries the reason of an audit status move', () => {
    expect(
      eventOfEntry(
        entry({
          action: 'status.cancelled',
          before: { status: 'scheduled' },
          after: { status: 'cancelled' },
          reason: 'Site closed',
        }),
      ),
    ).toEqual({
      type: 'audit.status_changed',
      data: { auditId: 'rec-1', from: 'scheduled', to: 'cancelled', reason: 'Site closed' },
    });
  });
});
