import { describe, expect, it } from 'vitest';
import { canMoveLead, LEAD_STATUSES, leadMoveRefusal, systemHealthOf } from './rules';
import { errorLogsQuerySchema, jobPostInputSchema, leadUpdateSchema, roleChangeSchema } from './schemas';

describe('systemHealthOf', () => {
  const degraded = { errorLogs: 25, serverErrors: 5 };
  const down = { errorLogs: 250, serverErrors: 50 };
  it.each([
    [{ errorLogs: 0, serverErrors: 0 }, 'Optimal'],
    [{ errorLogs: degraded.errorLogs - 1, serverErrors: degraded.serverErrors - 1 }, 'Optimal'],
    [{ errorLogs: degraded.errorLogs, serverErrors: 0 }, 'Degraded'],
    [{ errorLogs: 0, serverErrors: degraded.serverErrors }, 'Degraded'],
    [{ errorLogs: down.errorLogs - 1, serverErrors: down.serverErrors - 1 }, 'Degraded'],
    [{ errorLogs: down.errorLogs, serverErrors: 0 }, 'Down'],
    [{ errorLogs: 0, serverErrors: down.serverErrors }, 'Down'],
  ] as const)('%o is %s', (counts, verdict) => {
    expect(systemHealthOf(counts)).toBe(verdict);
  });
});

describe('lead status moves', () => {
  it('go forward (skipping allowed) or stay, never back', () => {
    for (const [i, from] of LEAD_STATUSES.entries()) {
      for (const [j, to] of LEAD_STATUSES.entries()) expect(canMoveLead(from, to), `${from} → ${to}`).toBe(j >= i);
    }
    expect(leadMoveRefusal('qualified', 'contacted')).toBe('A lead cannot move back from Qualified to Contacted.');
  });
});

describe('admin schemas', () => {
  it('need a reason for a role change and accept only staff roles', () => {
    expect(roleChangeSchema.safeParse({ role: 'editor', action: 'grant', reason: 'Writes posts' }).success).toBe(true);
    expect(roleChangeSchema.safeParse({ role: 'editor', action: 'grant', reason: ' ' }).success).toBe(false);
    expect(roleChangeSchema.safeParse({ role: 'user', action: 'grant', reason: 'x' }).success).toBe(false);
    expect(roleChangeSchema.safeParse({ role: 'admin', action: 'grant', reason: 'x', extra: 1 }).success).toBe(false);
  });

  it('take a day as YYYY-MM-DD and a lead status of the inbox', () => {
    expect(errorLogsQuerySchema.safeParse({ day: '2026-11-23', type: 'network' }).success).toBe(true);
    expect(errorLogsQuerySchema.safeParse({ day: '23/11/2026' }).success).toBe(false);
    expect(leadUpdateSchema.safeParse({ version: 1, status: 'qualified', note: 'Good fit' }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ version: 1, status: 'won' }).success).toBe(false);
  });

  it('require a job post’s title, lines and at least one responsibility and qualification', () => {
    const job = {
      title: 'Lead Auditor',
      level: 'Senior',
      department: 'QA',
      location: 'Remote',
      type: 'Full-time',
      responsibilities: ['Audit'],
      qualifications: ['GCP'],
    };
    expect(jobPostInputSchema.safeParse(job).success).toBe(true);
    expect(jobPostInputSchema.safeParse({ ...job, responsibilities: [] }).success).toBe(false);
    expect(jobPostInputSchema.safeParse({ ...job, qualifications: ['GCP', ' '] }).success).toBe(false);
    expect(jobPostInputSchema.safeParse({ ...job, title: ' ' }).success).toBe(false);
  });
});
