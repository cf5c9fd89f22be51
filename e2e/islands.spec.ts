/**
 * Issue 23: on a public page the menu, the chat launcher, the forms (the contact form on /contact, the intake
 * form on /intake-form, the application form on /careers/apply, the newsletter box on /resources), the questions
 * on /faq, the service cards on /services, /resources' search and chips, /subscriptions' billing period and
 * products and the scheduling banner on / are islands
 * (web/src/lib/islands/islandRoots.ts): a phone's first tap hydrates that control alone, with React, without the
 * app (router, TanStack Query, Amplify): no script it fetches holds them (scriptsFetched reads the build's source
 * maps).
 * The app's main chunk is held back and the idle preload is kept from running, so any request for it would come
 * from hydrating the app. Hydration mismatches are console errors, so none may appear.
 * Plain Playwright `test` on purpose: support/test.ts asks every page to hydrate at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { appReady, holdAppChunk, scriptsFetched } from './support/appChunk';
import { table, uniqueEmail } from './support/helpers';
import { fillIntakeRequired, INTAKE_REQUIRED_MESSAGES } from './support/intakeForm';

const CONTACT_SENT = "Thank you for your message! We'll get back to you within 24 hours.";
const leads = async (email: string) =>
  (await table().partition(`LEADS#${new Date().toISOString().slice(0, 7)}`)).filter((lead) => lead.email === email);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Console errors and uncaught exceptions (React reports a hydration mismatch as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The idle preload of the app's files never runs (web/src/lib/islands/appPreload.ts). */
const withoutIdlePreload = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

/**
 * Watches a page that must work from one island alone: the app's chunk held back (released by `expectAlone`), its
 * idle preload off, console errors and fetched scripts recorded.
 */
async function islandAlone(page: Page) {
  const errors = collectErrors(page);
  await withoutIdlePreload(page);
  const held = await holdAppChunk(page);
  const scripts = scriptsFetched(page);
  return {
    /** The island of `module` did it all: the app's chunk never asked for, the app never started, no error. */
    async expectAlone(module: string) {
      expect(held.requested()).toBe(false);
      await expect(appReady(page)).toHaveCount(0);
      expect(scripts.including(module)).toHaveLength(1);
      expect(scripts.app()).toEqual([]);
      expect(errors).toEqual([]);
      held.release();
    },
  };
}

for (const path of ['/', '/careers', '/pricing']) {
  test(`${path}: the menu and the chat launcher open from their islands without the app`, async ({ page }) => {
    const errors = collectErrors(page);
    await withoutIdlePreload(page);
    const held = await holdAppChunk(page);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);

    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Plain links marked as the router marks them.
    const here = { '/': 'Home', '/careers': 'Careers', '/pricing': 'Pricing' }[path]!;
    await expect(menu.getByRole('link', { name: here, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.getByRole('button', { name: 'Open chat with Quala' }).tap();
    const chat = page.getByRole('dialog', { name: 'Quala' });
    await expect(chat).toBeVisible();
    await chat.getByRole('button', { name: 'Close chat' }).tap();
    await expect(page.getByRole('button', { name: 'Open chat with Quala' })).toBeFocused();

    expect(held.requested()).toBe(false);
    await expect(appReady(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    held.release();
  });
}

test('a link in the island menu is a plain navigation to the next prerendered page', async ({ page }) => {
  await withoutIdlePreload(page);
  const held = await holdAppChunk(page);
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).tap();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/about');
  expect(held.requested()).toBe(false);
  held.release();
});

test('/contact: the contact form validates and sends from its island without the app', async ({ page }) => {
  const island = await islandAlone(page);
  const address = uniqueEmail('island-contact');
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send It Securely' });
  await send.tap();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Please provide a detailed message (minimum 10 characters)')).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toBeFocused();
  await page.getByLabel('Full Name *').fill('Ada Lovelace');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Email Address *').fill(address);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Bio');
  await page.getByLabel('Message *').fill('We need a mock inspection before our pre-approval inspection.');
  const request = page.waitForRequest('**/api/contact-messages');
  await send.tap();
  // The request the app sends: the same headers and body, blank optional fields left out.
  const sent = await request;
  expect(sent.method()).toBe('POST');
  expect(sent.headers()['content-type']).toBe('application/json');
  expect(sent.postDataJSON()).toEqual({
    name: 'Ada Lovelace',
    email: address,
    company: 'Analytical Bio',
    message: 'We need a mock inspection before our pre-approval inspection.',
  });
  // The app's toast, in the islands' toast host.
  await expect(page.locator('ol li').filter({ hasText: CONTACT_SENT })).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toHaveValue('');
  await expect.poll(() => leads(address)).toMatchObject([{ type: 'ContactMessage', name: 'Ada Lovelace' }]);

  await island.expectAlone('features/leads/ContactForm.tsx');
});

test('/intake-form: the intake form validates and sends from its island without the app', async ({ page }) => {
  const island = await islandAlone(page);
  const address = uniqueEmail('island-intake');
  await page.goto('/intake-form');
  const submit = page.getByRole('button', { name: 'Submit Intake Form' });
  await submit.tap();
  for (const message of INTAKE_REQUIRED_MESSAGES) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Full Name *')).toBeFocused();
  await fillIntakeRequired(page, address);
  const request = page.waitForRequest('**/api/consultation-requests');
  await submit.tap();
  expect((await request).postDataJSON()).toEqual({
    full_name: 'Grace Hopper',
    company_name: 'Compiler Therapeutics',
    role: 'VP Clinical Quality',
    email: address,
    trial_phase: 'phase-3',
    preferred_date: '2030-03-14',
    scope: 'Inspection readiness for a Phase III oncology study across 12 sites.',
    urgency: 'urgent',
    nda_required: true,
  });
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
  // Its link is a plain link, marked as the router marks it.
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(() => leads(address)).toMatchObject([{ type: 'ConsultationRequest', full_name: 'Grace Hopper' }]);

  await island.expectAlone('features/leads/IntakeForm.tsx');
});

test('/careers/apply: the general application validates and sends from its island without the app', async ({
  page,
}) => {
  const island = await islandAlone(page);
  const address = uniqueEmail('island-apply');
  await page.goto('/careers/apply');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.tap();
  await expect(page.getByRole('alert')).toHaveText('Please complete all required fields.');
  await expect(page.getByLabel('Full Name *')).toBeFocused();
  await page.getByLabel('Full Name *').fill('Katherine Johnson');
  await page.getByLabel('Email *').fill('not-an-email');
  await page.getByLabel('Resume link *').fill('https://example.com/kj-resume.pdf');
  await page.getByLabel('Cover letter *').fill('Twelve years of GCP audits across oncology and vaccines.');
  await page.getByLabel(/I agree that Clarity Clinical QA/).check();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await page.getByLabel('Email *').fill(address);
  const request = page.waitForRequest('**/api/careers/apply');
  await submit.tap();
  // As the app sends it: every field, blank ones included (the API's schema reads a blank link as none).
  expect((await request).postDataJSON()).toEqual({
    full_name: 'Katherine Johnson',
    email: address,
    linkedin: '',
    portfolio: '',
    resume_url: 'https://example.com/kj-resume.pdf',
    cover_letter: 'Twelve years of GCP audits across oncology and vaccines.',
    consent: true,
    website: '',
  });
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
  await expect
    .poll(async () => (await table().partition('APPS#GENERAL')).filter((i) => i.email === address))
    .toMatchObject([{ fullName: 'Katherine Johnson' }]);

  await island.expectAlone('features/careers/ApplicationForm.tsx');
});

test('/careers/apply?job=…: a role named in the address gets the app at once (its data), not the island', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await withoutIdlePreload(page);
  const [role] = (await (await page.request.get('/api/careers')).json()) as { id: string; title: string }[];
  await page.goto(`/careers/apply?job=${role!.id}`);
  await expect(appReady(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: role!.title })).toBeVisible();
  // Rendered afresh, not hydrated over the general application it was prerendered as (no mismatch, React #418).
  expect(errors).toEqual([]);
  await page.goto('/careers/apply?job=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
});

test('/resources: the newsletter box validates and subscribes from its island without the app', async ({ page }) => {
  const island = await islandAlone(page);
  const address = uniqueEmail('island-newsletter');
  await page.goto('/resources');
  const box = page.getByRole('main');
  await box.getByLabel('Email address').fill('not-an-email');
  await box.getByRole('button', { name: 'Subscribe' }).tap();
  await expect(box.getByRole('alert')).toHaveText('Invalid email address');
  await box.getByLabel('Email address').fill(address);
  const response = page.waitForResponse('**/api/newsletter-subscriptions');
  await box.getByRole('button', { name: 'Subscribe' }).tap();
  const answered = await response;
  expect(answered.status()).toBe(201);
  expect(answered.request().postDataJSON()).toEqual({ email: address, source: 'resources' });
  await expect(box.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();
  await expect.poll(() => leads(address)).toMatchObject([{ type: 'NewsletterSubscription', source: 'resources' }]);

  await island.expectAlone('features/newsletter/NewsletterSignup.tsx');
});

test('/faq: the questions open and close from their island without the app', async ({ page }) => {
  const island = await islandAlone(page);
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'How quickly can you get us audit-ready?' });
  const answer = page.getByText(/Most teams reach audit readiness in 2-4 weeks/);
  await expect(answer).toBeHidden();
  await question.tap();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.getByRole('region', { name: 'How quickly can you get us audit-ready?' })).toBeVisible();
  await page.getByRole('button', { name: 'How is your approach different?' }).tap();
  await expect(page.getByText(/A senior auditor leads every project/)).toBeVisible();
  await question.tap();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await island.expectAlone('features/company/FaqList.tsx');
});

test('/services: the service cards open and close from their island without the app', async ({ page }) => {
  const island = await islandAlone(page);
  await page.goto('/services');
  const card = page.getByRole('button', { name: /^GCP Audit Support/ });
  const detail = page.getByText('CRO and vendor qualification and oversight audits');
  await expect(detail).toBeHidden();
  await card.tap();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(detail).toBeVisible();
  await card.tap();
  await expect(detail).toBeHidden();

  await island.expectAlone('features/services/ServiceCardList.tsx');
});

test('/resources: the search box and the category chips filter the list from their island without the app', async ({
  page,
}) => {
  const island = await islandAlone(page);
  await page.goto('/resources');
  const all = page.getByRole('region', { name: /All Resources|Compliance|Documentation/ });
  await expect(all.getByRole('listitem')).toHaveCount(9);
  await page.getByLabel('Search resources').fill('form fda 483');
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(['FDA BIMO Inspection Readiness Guide']);
  await page.getByLabel('Search resources').fill('');
  await expect(all.getByRole('listitem')).toHaveCount(9);
  await page.getByRole('button', { name: 'Documentation' }).tap();
  await expect(page.getByRole('button', { name: 'Documentation', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Resources' })).toHaveCount(0);
  await expect(all.getByRole('heading', { level: 3 })).toHaveText([
    'SOP Review Checklist',
    'TMF Health Check Template',
  ]);
  await expect(page.getByRole('status').filter({ hasText: /resources?$/ })).toHaveText('2 resources');

  await island.expectAlone('features/resources/ResourceLibrary.tsx');
});

test('/subscriptions: the billing period changes the prices and Subscribe checks out from the island without the app', async ({
  page,
}) => {
  const island = await islandAlone(page);
  await page.goto('/subscriptions');
  const sop = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'SOP Library' }) });
  await expect(sop.getByText('$49', { exact: true })).toBeVisible();
  await expect(sop.getByText('/month', { exact: true })).toBeVisible();
  const annual = page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: /^Annual/ });
  await annual.tap();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await expect(sop.getByText('$499', { exact: true })).toBeVisible();
  await expect(sop.getByText('/year', { exact: true })).toBeVisible();
  await island.expectAlone('features/pricing/SubscriptionPlans.tsx');

  // A visitor's checkout is the public call, as the app makes it, for the period chosen in the island (the app,
  // had it hydrated the page, would have put back the prerendered monthly prices and dropped the held tap). The
  // local checkout it goes to is a page of its own.
  const request = page.waitForRequest('**/api/stripe/checkout');
  await page.getByRole('button', { name: 'Subscribe to SOP Library' }).tap();
  expect((await request).postDataJSON()).toEqual({ product: 'sop', interval: 'year' });
  await expect(page).toHaveURL(/\/local-checkout\/cs_/);
  await expect(page.getByText('$499', { exact: true })).toBeVisible();
});

test('the app hydrates a page whose islands already ran: its menu then works and typed text stays', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await withoutIdlePreload(page);
  await page.goto('/resources');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  const email = page.getByRole('main').getByLabel('Email address');
  await email.fill('ada@example.com');
  const search = page.getByLabel('Search resources');
  await search.fill('form fda 483');
  const all = page.getByRole('region', { name: 'All Resources' });
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(['FDA BIMO Inspection Readiness Guide']);
  await expect(appReady(page)).toHaveCount(0);
  // Every control on the page is an island: the app starts when asked to (as on an intent outside them).
  await page.evaluate(() => window.dispatchEvent(new Event('cq:hydrate')));
  await expect(appReady(page)).toHaveCount(1);
  await expect(email).toHaveValue('ada@example.com');
  // The search typed into the island still filters the list in the app.
  await expect(search).toHaveValue('form fda 483');
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(['FDA BIMO Inspection Readiness Guide']);
  await menuButton.tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The router's links now: an in-app navigation, no new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await menu.getByRole('link', { name: 'About' }).tap();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('/: the scheduling banner shows from its island without the app, cleans the address and closes', async ({
  page,
}) => {
  const island = await islandAlone(page);
  await page.goto('/?calendly_connected=true&utm_source=mail');
  const banner = page.getByRole('status').filter({ hasText: 'Scheduling integration' });
  await expect(banner).toHaveText(
    'Scheduling integration connected successfully. You can now schedule calls directly.',
  );
  await expect(page).toHaveURL(/\/\?utm_source=mail$/);
  await banner.getByRole('button', { name: 'Dismiss' }).tap();
  await expect(banner).toHaveCount(0);

  await island.expectAlone('features/landing/components/CalendlyBanner.tsx');
});

test('/: the scheduling banner its island showed stays when the app hydrates the page', async ({ page }) => {
  const errors = collectErrors(page);
  await withoutIdlePreload(page);
  await page.goto('/?calendly_error=access_denied');
  const alert = page.getByRole('alert').filter({ hasText: 'Scheduling integration' });
  await expect(alert).toHaveText('Scheduling integration failed. Please try again or contact support.');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(appReady(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('cq:hydrate')));
  await expect(appReady(page)).toHaveCount(1);
  await expect(alert).toHaveText('Scheduling integration failed. Please try again or contact support.');
  await alert.getByRole('button', { name: 'Dismiss' }).tap();
  await expect(alert).toHaveCount(0);
  expect(errors).toEqual([]);
});
