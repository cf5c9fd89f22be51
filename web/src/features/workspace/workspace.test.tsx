import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/queryClient';
import { stubFetch } from '@/test/browser';
import { audit, notification, usage, workspaceApi } from '@/test/workspace';
import { auditDateLine } from './AuditCard';
import { dispositionFilename } from './exportData';
import { bellLabel, dueText, NotificationBell, notificationHref } from './NotificationBell';
import { ProgressCard } from './ProgressCard';
import { UsageCard } from './UsageCard';
import { UsageCounter } from './UsageCounter';

const ALERT = "You're approaching your monthly limits. Consider upgrading for unlimited access.";

function renderWith(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('usage counter', () => {
  it('shows audits used over the limit, and ∞ on Pro', async () => {
    stubFetch(workspaceApi({ 'GET /api/usage/stats': usage({ used: 2, limit: 3 }) }));
    const { unmount } = renderWith(<UsageCounter />);
    expect(await screen.findByText('Audits 2/3')).toBeInTheDocument();
    expect(screen.getByText('Audits this month: 2 of 3')).toBeInTheDocument();
    unmount();

    stubFetch(workspaceApi({ 'GET /api/usage/stats': usage({ used: 12, limit: null }, { limit: null }) }));
    renderWith(<UsageCounter />);
    expect(await screen.findByText('Audits 12/∞')).toBeInTheDocument();
    expect(screen.getByText('Audits this month: 12 of unlimited')).toBeInTheDocument();
  });
});

describe('usage card', () => {
  it('stays calm under 80 % of every limit', async () => {
    stubFetch(workspaceApi({ 'GET /api/usage/stats': usage({ used: 2, limit: 3 }, { used: 79 }) }));
    renderWith(<UsageCard showUpgrade />);
    expect(await screen.findByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('79/100')).toBeInTheDocument();
    expect(screen.queryByText(ALERT)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade for unlimited' })).toHaveAttribute('href', '/subscribe');
  });

  it('shows the Usage Alert, a warning icon and a yellow bar at 80 % or more of a limit', async () => {
    stubFetch(workspaceApi({ 'GET /api/usage/stats': usage({ used: 1, limit: 3 }, { used: 80 }) }));
    renderWith(<UsageCard showUpgrade={false} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(`Usage Alert ${ALERT}`);
    expect(screen.getByLabelText('Warning')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Quala interactions used' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(bar.firstElementChild).toHaveClass('bg-[#eab308]');
    expect(screen.queryByRole('link', { name: 'Upgrade for unlimited' })).not.toBeInTheDocument();
  });
});

describe('progress card', () => {
  it("shows level, XP, 'N XP to Level L+1' and the streak", () => {
    render(<ProgressCard user={{ xpPoints: 4500, level: 2, streak: 3 }} />);
    expect(screen.getByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('4,500 XP')).toBeInTheDocument();
    expect(screen.getByText('1500 XP to Level 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('3 day streak')).toBeInTheDocument();
  });

  it("says 'Max level reached' at the top level", () => {
    render(<ProgressCard user={{ xpPoints: 40_000, level: 10, streak: 0 }} />);
    expect(screen.getByText('Max level reached')).toBeInTheDocument();
    expect(screen.getByText('No streak yet')).toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it('counts the findings due or overdue and lists them with links to their audit', async () => {
    stubFetch(
      workspaceApi({
        'GET /api/notifications': [
          notification({ id: 'n1', title: 'Overdue CAPA', kind: 'finding_overdue', dueDate: '2026-11-01' }),
          notification({ id: 'n2', title: 'Sign the log', auditId: 'a9', findingId: 'f9' }),
        ],
      }),
    );
    renderWith(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 findings need attention' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Overdue since Nov 01, 2026')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Sign the log/ })).toHaveAttribute('href', '/audits/a9#finding-f9');
  });

  it('lists a report awaiting review and an assigned audit with links to their pages', async () => {
    stubFetch(
      workspaceApi({
        'GET /api/notifications': [
          notification({
            id: 'review:r1',
            kind: 'review_awaiting',
            title: 'Vendor qualification: Acme CRO',
            auditId: undefined,
            findingId: undefined,
            reportId: 'r1',
            dueDate: '2026-11-24',
          }),
          notification({
            id: 'assigned:a7',
            kind: 'audit_assigned',
            title: 'Site 104 GCP audit',
            auditId: 'a7',
            findingId: undefined,
            dueDate: '2026-12-01',
          }),
          notification({ id: 'n3', title: 'Sign the log', kind: 'finding_overdue', dueDate: '2026-11-01' }),
        ],
      }),
    );
    renderWith(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 3 items need attention' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const review = within(panel).getByRole('link', { name: /Vendor qualification: Acme CRO/ });
    expect(review).toHaveAttribute('href', '/audit-reports/r1');
    expect(review).toHaveTextContent('Awaiting your review');
    const assigned = within(panel).getByRole('link', { name: /Site 104 GCP audit/ });
    expect(assigned).toHaveAttribute('href', '/audits/a7');
    expect(assigned).toHaveTextContent('Assigned to you');
    expect(within(panel).getByRole('link', { name: /Sign the log/ })).toHaveTextContent('Overdue since Nov 01, 2026');
  });

  it('says findings when only findings are listed, items once something else is', () => {
    expect(bellLabel([])).toBe('Notifications');
    expect(bellLabel([{ kind: 'capa_overdue' }])).toBe('Notifications: 1 finding needs attention');
    expect(bellLabel([{ kind: 'audit_assigned' }])).toBe('Notifications: 1 item needs attention');
    expect(bellLabel([{ kind: 'finding_due' }, { kind: 'review_awaiting' }])).toBe(
      'Notifications: 2 items need attention',
    );
  });

  it('says when nothing is due', async () => {
    stubFetch(workspaceApi());
    renderWith(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No findings are due this week.')).toBeInTheDocument();
  });

  it('leads a finding to its audit and anything else to its report', () => {
    expect(notificationHref({ auditId: 'a 1', findingId: 'f1' })).toBe('/audits/a%201#finding-f1');
    expect(notificationHref({ reportId: 'r1' })).toBe('/audit-reports/r1');
  });

  it('words due dates relative to today', () => {
    const now = new Date(2026, 10, 23, 9);
    expect(dueText({ kind: 'finding_due', dueDate: '2026-11-23' }, now)).toBe('Due today');
    expect(dueText({ kind: 'finding_due', dueDate: '2026-11-24' }, now)).toBe('Due tomorrow');
    expect(dueText({ kind: 'finding_due', dueDate: '2026-11-27' }, now)).toBe('Due in 4 days');
    expect(dueText({ kind: 'finding_overdue', dueDate: '2026-11-20' }, now)).toBe('Overdue since Nov 20, 2026');
    expect(dueText({ kind: 'review_awaiting', dueDate: '2026-11-20' }, now)).toBe('Awaiting your review');
    expect(dueText({ kind: 'audit_assigned', dueDate: '2026-11-27' }, now)).toBe('Assigned to you');
  });
});

describe('audit cards', () => {
  const now = new Date(2026, 10, 23, 9);
  it("say 'Scheduled' with the date of a scheduled audit, else 'Created'", () => {
    expect(auditDateLine(audit({ status: 'scheduled', scheduledDate: '2026-11-25' }), now)).toBe('Scheduled In 2 days');
    expect(auditDateLine(audit({ status: 'draft', createdAt: '2026-11-22T10:00:00' }), now)).toBe('Created Yesterday');
    expect(
      auditDateLine(audit({ status: 'scheduled', scheduledDate: null, createdAt: '2026-11-01T10:00:00' }), now),
    ).toBe('Created Nov 01, 2026');
  });
});

describe('export file name', () => {
  it('reads Content-Disposition, never a path', () => {
    expect(dispositionFilename('attachment; filename="clarity-export-2026-11-23.json"')).toBe(
      'clarity-export-2026-11-23.json',
    );
    expect(dispositionFilename("attachment; filename*=UTF-8''my%20data.json")).toBe('my data.json');
    expect(dispositionFilename('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(dispositionFilename(null)).toBeNull();
  });
});
