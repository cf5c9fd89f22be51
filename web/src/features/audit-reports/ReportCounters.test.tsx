import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { ReportCounters } from './index';

describe('ReportCounters (for other pages)', () => {
  it('shows the workspace’s counters as the API keeps them, without reading the report list', async () => {
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/report-counts': { total: 5, inProgress: 1, underReview: 2, highRisk: 2, completed: 1 },
      }),
    );
    renderRoutes([{ path: '/reports', element: <ReportCounters /> }], '/reports');
    const counts = await screen.findByRole('region', { name: 'Report counts' });
    await waitFor(() =>
      expect(counts).toHaveTextContent('5Total Reports1In Progress2Under Review2High Risk1Completed'),
    );
    expect(callsTo(fetchMock, '/api/audit-reports')).toEqual([]);
  });
});
