import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { AuditReportCounters } from './index';
import { summary } from './testData';

describe('AuditReportCounters (for other pages)', () => {
  it('reads the reports and counts total, in progress, under review, High Risk and completed', async () => {
    stubFetch(
      workspaceApi({
        'GET /api/audit-reports': [
          summary({ id: '1', status: 'in_progress', riskScore: 76 }),
          summary({ id: '2', status: 'approved', riskScore: 75 }),
          summary({ id: '3', status: 'review', riskScore: 100 }),
          summary({ id: '4', status: 'review', riskScore: 10 }),
          summary({ id: '5', status: 'draft', riskScore: 0 }),
        ],
      }),
    );
    renderRoutes([{ path: '/reports', element: <AuditReportCounters /> }], '/reports');
    const counts = await screen.findByRole('region', { name: 'Report counts' });
    await waitFor(() =>
      expect(counts).toHaveTextContent('5Total Reports1In Progress2Under Review2High Risk1Completed'),
    );
  });
});
