import type { BillingOverview } from '@cq/shared/billing/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { ManageBillingCard, statusLabel } from './ManageBilling';

const routes = [{ path: '/settings', element: <ManageBillingCard /> }];
const SLOW = { timeout: 5000 };

const billing = (overrides: Partial<BillingOverview> = {}): BillingOverview => ({
  subscriptionStatus: 'active',
  subscription: {
    id: 'sub_1',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-23T12:00:00.000Z',
  },
  entitlements: [
    {
      subscriptionId: 'sub_sop',
      product: 'sop',
      name: 'SOP Library',
      cancelAtPeriodEnd: false,
      interval: 'year',
      status: 'active',
      currentPeriodEnd: '2027-11-20T12:00:00.000Z',
    },
  ],
  invoices: [
    {
      id: 'in_2',
      number: 'CQ-0002',
      status: 'paid',
      amountDueCents: 4900,
      amountPaidCents: 4900,
      currency: 'usd',
      createdAt: '2026-11-23T12:00:00.000Z',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/in_2',
    },
    {
      id: 'in_1',
      number: null,
      status: 'open',
      amountDueCents: 49900,
      amountPaidCents: 0,
      currency: 'usd',
      createdAt: '2026-11-20T12:00:00.000Z',
      hostedInvoiceUrl: null,
    },
  ],
  ...overrides,
});

describe('Settings → Manage billing', () => {
  it('shows the plan, its renewal, the digital products and the invoices', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/billing': billing() }));
    renderRoutes(routes, '/settings');
    expect(screen.getByRole('status')).toHaveTextContent('Loading billing…');
    const plan = await screen.findByText('Pro', {}, SLOW);
    expect(plan.closest('dl')).toHaveTextContent('PlanProStatusActiveRenews onDec 23, 2026');
    expect(screen.getByText('SOP Library').closest('li')).toHaveTextContent(
      'Billed annually, current period ends Nov 20, 2027',
    );
    expect(
      within(screen.getByText('SOP Library').closest('li')!).getByRole('link', { name: 'Open the SOP Library' }),
    ).toHaveAttribute('href', '/library');

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateInvoiceAmountStatus',
      'Nov 23, 2026CQ-0002(opens in a new tab)$49.00Paid',
      'Nov 20, 2026in_1$499.00Open',
    ]);
    expect(screen.getByRole('link', { name: /CQ-0002/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/acct_1/in_2',
    );
  });

  it('cancels at period end after confirming, then offers Resume', async () => {
    storeFakeSession();
    let current = billing();
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/billing': () => current,
        'PATCH /api/billing/subscription': (init: RequestInit | undefined) => {
          const { cancelAtPeriodEnd } = JSON.parse(String(init?.body)) as { cancelAtPeriodEnd: boolean };
          current = billing({ subscription: { ...current.subscription!, cancelAtPeriodEnd } });
          return current;
        },
      }),
    );
    renderRoutes(routes, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel at Period End' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
    expect(dialog).toHaveTextContent('Pro stays active until Dec 23, 2026');
    expect(dialog).toHaveTextContent('3 audits and 100 Quala interactions a month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Pro' }));
    expect(callsTo(fetchMock, '/api/billing/subscription')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel at Period End' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel at Period End' }));
    expect(await screen.findByText('Subscription canceled')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/billing/subscription')[0]!.body).toEqual({ cancelAtPeriodEnd: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ends on')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(screen.getByRole('dialog', { name: 'Resume your Pro subscription?' })).toHaveTextContent(
      'Pro will renew on Dec 23, 2026 at $49/month.',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Subscription resumed')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/billing/subscription')[1]!.body).toEqual({ cancelAtPeriodEnd: false });
    expect(screen.getByText('Renews on')).toBeInTheDocument();
  });

  it('asks before cancelling a digital product, then cancels it at period end; Resume needs no confirmation', async () => {
    storeFakeSession();
    let current = billing();
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/billing': () => current,
        'PATCH /api/billing/subscription': (init: RequestInit | undefined) => {
          const { cancelAtPeriodEnd } = JSON.parse(String(init?.body)) as { cancelAtPeriodEnd: boolean };
          current = billing({ entitlements: [{ ...current.entitlements[0]!, cancelAtPeriodEnd }] });
          return current;
        },
      }),
    );
    renderRoutes(routes, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel SOP Library' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Cancel SOP Library?' });
    expect(dialog).toHaveTextContent('SOP Library stays active until Nov 20, 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/api/billing/subscription')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel SOP Library' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel at Period End' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/billing/subscription')[0]!.body).toEqual({
      cancelAtPeriodEnd: true,
      subscriptionId: 'sub_sop',
    });
    expect(screen.getByText('SOP Library').closest('li')).toHaveTextContent('Ends on Nov 20, 2027');

    await userEvent.click(screen.getByRole('button', { name: 'Resume SOP Library' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/billing/subscription')).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/billing/subscription')[1]!.body).toEqual({
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_sop',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the change is refused", async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'GET /api/billing': billing(),
        'PATCH /api/billing/subscription': () => jsonResponse({ error: 'No active subscription to change' }, 409),
      }),
    );
    renderRoutes(routes, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel at Period End' }, SLOW));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel at Period End' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'No active subscription to change',
    );
  });

  it("links each bought product to where it is used, the Regulatory Briefings' too", async () => {
    storeFakeSession();
    const product = billing().entitlements[0]!;
    stubFetch(
      workspaceApi({
        'GET /api/billing': billing({
          entitlements: [
            { ...product, subscriptionId: 'sub_alerts', product: 'alerts', name: 'Regulatory Briefings' },
            { ...product, subscriptionId: 'sub_learn', product: 'learn', name: 'Learning Hub' },
            { ...product, subscriptionId: 'sub_mock', product: 'mock', name: 'Mock Inspection Program' },
          ],
        }),
      }),
    );
    renderRoutes(routes, '/settings');
    const list = (await screen.findByText('Regulatory Briefings', {}, SLOW)).closest('ul')!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Read the Regulatory Briefings', '/briefings'],
      ['Open the Learning Hub', '/learning'],
      ['Book your mock inspection', '/mock-inspection'],
    ]);
  });

  it('a free user sees the Free plan, an Upgrade link, and empty lists', async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'GET /api/billing': billing({ subscriptionStatus: 'free', subscription: null, entitlements: [], invoices: [] }),
      }),
    );
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('link', { name: 'Upgrade to Pro' }, SLOW)).toHaveAttribute('href', '/subscribe');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the subscriptions page' })).toHaveAttribute('href', '/subscriptions');
    expect(screen.queryByRole('button', { name: 'Cancel at Period End' })).not.toBeInTheDocument();
  });

  it('says so when billing cannot be loaded', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/billing': () => jsonResponse({ error: 'Unavailable' }, 503) }));
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('Billing could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("reads Stripe's statuses as words", () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('incomplete')).toBe('Awaiting first payment');
    expect(statusLabel('requires_review')).toBe('Requires review');
  });
});
