import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

/**
 * Billing on the local Stripe stand-in (issue 11): the same pages and API as with Stripe, the card taken by the
 * clearly labelled local test form, events signed and delivered to the real webhook.
 */
const PASSWORD = 'Babbage-Engine-2026!';

async function fillCard(scope: ReturnType<Page['locator']> | Page, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await scope.getByLabel('CVC').fill('123');
}

test('Pro by card: a decline, then payment, unlimited usage, cancel in Settings, and back to free at period end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, uniqueEmail('billing-pro'), PASSWORD);
  await expect(page.getByText('0/3', { exact: true })).toBeVisible();

  // The account menu's Upgrade Plan (Pro badge) leads to a working /subscribe.
  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /Upgrade Plan/ })
    .click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('radio', { name: /^Professional/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Local test payment' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Subscribe to Pro Plan' });
  await expect(pay).toBeEnabled();
  await axeAtBothWidths(page);

  // Enterprise is a conversation with sales, not a card.
  await page.getByText('Enterprise', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute('href', '/contact');
  await page.getByText('Professional', { exact: true }).click();

  // Field checks before anything is sent, then a declined test card.
  await pay.click();
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  const toast = page.getByRole('status').filter({ hasText: 'Payment Failed' });
  await expect(toast).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/subscribe$/);

  // The good card: the spec's toast, back to the dashboard, and the usage card goes unlimited once the
  // webhook has made the user Pro.
  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('You are now subscribed to Clarity Clinical QA Pro!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('0/∞ (unlimited)', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Upgrade for unlimited' })).toHaveCount(0);

  // /subscribe now says so.
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: "You're Already Subscribed!" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  // Settings: Pro, renewing, one paid invoice; cancel at period end after confirming.
  await page.goto('/settings');
  const billing = page.getByRole('region', { name: 'Manage billing' });
  await expect(billing.getByRole('definition').first()).toHaveText('Pro');
  await expect(billing).toContainText('Renews on');
  await expect(billing.getByRole('row').nth(1)).toContainText('$49.00Paid');
  await billing.getByRole('button', { name: 'Cancel at Period End' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
  await dialog.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(page.getByText('Subscription canceled', { exact: true })).toBeVisible();
  await expect(billing).toContainText('Ends on');
  await expect(billing.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();

  // The period ends (the stand-in's test clock): the subscription ends and the webhook returns the user to free.
  const advanced = await page.request.post('/local-stripe/test/advance-clock', { data: { days: 32 } });
  expect(advanced.status()).toBe(200);
  await expect(async () => {
    await page.goto('/settings');
    await expect(billing.getByRole('definition').first()).toHaveText(/^Free/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(billing.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscribe');
  await page.goto('/dashboard');
  await expect(page.getByText('0/3', { exact: true })).toBeVisible();
});

test('/pricing Buy: the local checkout takes the card and /checkout/success confirms it from the server', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Professional' }).click();
  await expect(page).toHaveURL(/\/local-checkout\/cs_[A-Za-z0-9_]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local test checkout' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(page.getByText('$149', { exact: true })).toBeVisible();
  await expect(page.getByText('/month', { exact: true })).toBeVisible();
  await axeAtBothWidths(page);

  await page.getByLabel('Email').fill(uniqueEmail('buyer'));
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $149' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks—subscription active!' })).toBeVisible();
  await expect(page.getByText('Professional, $149/month')).toBeVisible();
  // Professional includes the SOP Library: the page links to it.
  await expect(page.getByRole('link', { name: 'Open the SOP Library' })).toHaveAttribute('href', '/library');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
  await axeAtBothWidths(page);
});

test('/pricing Buy, then Cancel on the local checkout: /checkout/cancel, nothing charged', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Professional' }).click();
  await expect(page).toHaveURL(/\/local-checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible();
});

test('/subscriptions Buy while signed in: paid on the local checkout, confirmed, and listed in Settings', async ({
  page,
}) => {
  const email = uniqueEmail('billing-sop');
  await signUpAs(page, email, PASSWORD);
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'Subscribe to SOP Library' }).click();
  await expect(page).toHaveURL(/\/local-checkout\/cs_/);
  await expect(page.getByRole('heading', { name: 'SOP Library' })).toBeVisible();
  await expect(page.getByText('$49', { exact: true })).toBeVisible();

  // A declined card stays on the checkout with the provider's message.
  await page.getByLabel('Email').fill(email);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/local-checkout\//);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks—subscription active!' })).toBeVisible();
  await expect(page.getByText('SOP Library, $49/month')).toBeVisible();

  await expect(async () => {
    await page.goto('/settings');
    await expect(page.getByText('SOP Library', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('SOP Library', { exact: true }).locator('xpath=ancestor::li')).toContainText('Active');
});
