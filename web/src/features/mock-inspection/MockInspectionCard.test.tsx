import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingOverview } from '@cq/shared/billing/schemas';
import type { MockBooking } from '@cq/shared/mock/schemas';
import { callsTo, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { MockInspectionCard } from './MockInspectionCard';

const routes = [{ path: '/dashboard', element: <MockInspectionCard /> }];
const DAY = 86_400_000;

const mock = (over: Partial<BillingOverview['entitlements'][number]> = {}) => ({
  subscriptionId: 'sub_mock',
  product: 'mock',
  name: 'Mock Inspection Program',
  cancelAtPeriodEnd: false,
  interval: 'quarter' as const,
  status: 'active',
  currentPeriodEnd: new Date(Date.now() + 30 * DAY).toISOString(),
  ...over,
});
const billing = (entitlements: BillingOverview['entitlements']): BillingOverview => ({
  subscriptionStatus: 'free',
  subscription: null,
  entitlements,
  invoices: [],
});
const booking: MockBooking = {
  id: 'b1',
  createdAt: '2026-11-20T10:00:00.000Z',
  periodEnd: '2027-02-20T10:00:00.000Z',
  site: 'Site 104',
  earliest: '2027-01-10',
  latest: '2027-01-20',
  scope: 'Consent and IP accountability',
  inspectionType: 'fda-bimo',
  status: 'new',
};

/** Renders the card and waits until the billing read has been answered and the card has had its say. */
async function render(entitlements: BillingOverview['entitlements']) {
  storeFakeSession();
  const fetchMock = stubFetch(
    workspaceApi({ 'GET /api/billing': billing(entitlements), 'GET /api/mock-inspections': [booking] }),
  );
  renderRoutes(routes, '/dashboard');
  await waitFor(() => expect(callsTo(fetchMock, '/api/billing')).toHaveLength(1), { timeout: 5000 });
  return fetchMock;
}

describe('MockInspectionCard', () => {
  it('makes no bookings request for a non-subscriber (no 403 to log) and shows nothing', async () => {
    const fetchMock = await render([
      { ...mock(), product: 'sop', name: 'SOP Library', subscriptionId: 'sub_sop', interval: 'month' },
    ]);
    // Give a request that would follow the billing answer its chance to be made.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, '/api/mock-inspections')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Mock inspection' })).not.toBeInTheDocument();
  });

  it('makes none for a cancelled subscription whose period has ended', async () => {
    const fetchMock = await render([
      mock({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - DAY).toISOString() }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, '/api/mock-inspections')).toEqual([]);
  });

  it('shows a subscriber their latest booking and its status', async () => {
    const fetchMock = await render([mock()]);
    expect(await screen.findByRole('region', { name: 'Mock inspection' })).toHaveTextContent(
      'FDA BIMO · Site 104Requested',
    );
    expect(callsTo(fetchMock, '/api/mock-inspections')).toHaveLength(1);
  });
});
