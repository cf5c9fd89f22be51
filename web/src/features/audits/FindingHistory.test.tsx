import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { trailEntry, workspaceApi } from '@/test/workspace';
import { FindingHistory } from './FindingHistory';

const TRAIL = {
  entries: [
    trailEntry(1, {
      after: { title: 'Old consent form', severity: 'critical', status: 'open', responseRequired: true },
    }),
    trailEntry(2, { action: 'status.in_progress', before: { status: 'open' }, after: { status: 'in_progress' } }),
    trailEntry(3, {
      action: 'status.closed',
      before: { status: 'in_progress', resolution: null },
      after: { status: 'closed', resolution: 'Re-consented all subjects' },
      reason: 'Checked at the follow-up visit',
    }),
  ],
  verified: true,
};

describe('a finding’s history', () => {
  it('is read only when opened, and shows each step with old and new values, the reason and the verdict', async () => {
    storeFakeSession();
    const fetchMock = stubFetch(workspaceApi({ 'GET /api/findings/f1/trail': TRAIL }));
    renderRoutes([{ path: '/', element: <FindingHistory finding={{ id: 'f1', title: 'Old consent form' }} /> }], '/');
    const toggle = await screen.findByRole('button', { name: 'Show history of Old consent form' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(callsTo(fetchMock, '/api/findings/f1/trail')).toEqual([]);

    await userEvent.click(toggle);
    const history = await screen.findByRole('region', { name: 'Finding history' });
    expect(await within(history).findByText('Moved to Closed')).toBeInTheDocument();
    expect(history).toHaveTextContent('SeverityCritical');
    expect(history).toHaveTextContent('Response requiredYes');
    expect(history).toHaveTextContent('Moved to In Progress');
    expect(history).toHaveTextContent('Re-consented all subjects');
    expect(history).toHaveTextContent('Reason: Checked at the follow-up visit');
    expect(within(history).getByText('Trail verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide history of Old consent form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
