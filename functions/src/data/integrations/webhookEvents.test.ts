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

  it("maps the CAPA job's overdue entry to capa.overdue and a submitted auditee response to response.submitted", () => {
    expect(
      eventOfEntry(
        entry({
          entityType: 'Capa',
          entityId: 'rep-1.q-3',
          action: 'overdue',
          actor: 'system:capa-reminders',
          after: { title: 'Consent version', dueDate: '2026-11-20', reportId: 'rep-1' },
        }),
      ),
    ).toEqual({
      type: 'capa.overdue',
      data: { capaId: 'rep-1.q-3', title: 'Consent version', dueDate: '2026-11-20', reportId: 'rep-1' },
    });
    expect(eventOfEntry(entry({ entityType: 'Capa', action: 'status.verified' }))).toBeNull();
    const submitted = {
      requestId: 'req-1',
      findingId: 'f-1',
      auditId: 'a-1',
      agreement: 'dispute',
      submittedAt: '2026-11-26T02:00:00.000Z',
    };
    expect(
      eventOfEntry(entry({ entityType: 'FindingResponse', action: 'status.submitted', after: submitted })),
    ).toEqual({
      type: 'response.submitted',
      data: submitted,
    });
    // A draft saved, or the auditor's review of it, is not a submission.
    expect(eventOfEntry(entry({ entityType: 'FindingResponse', action: 'update', after: submitted }))).toBeNull();
    expect(
      eventOfEntry(entry({ entityType: 'FindingResponse', action: 'status.accepted', after: submitted })),
    ).toBeNull();
  });
});
