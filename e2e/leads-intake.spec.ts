import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, table, uniqueEmail } from './support/helpers';
import { fillIntakeRequired, INTAKE_REQUIRED_MESSAGES } from './support/intakeForm';

const leadsPartition = () => `LEADS#${new Date().toISOString().slice(0, 7)}`;
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Intake Form' });

/** The whole form, the optional fields too. */
async function fillValid(page: Page, address: string) {
  await fillIntakeRequired(page, address);
  await page.getByLabel('Phone Number').fill('617-555-0199');
  await page.getByLabel('Budget Range').selectOption('15k-50k');
  await page.getByLabel('Materials for Review').fill('Monitoring plan, two SOPs');
  await page.getByLabel('Additional Notes').fill('Sponsor audit in Q2.');
}

test.describe('project intake form', () => {
  test('has the spec header links, options, defaults and certification badges, with no axe violations', async ({
    page,
  }) => {
    await page.goto('/intake-form');
    await expect(page).toHaveTitle(/^Project Intake Form \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Project Intake Form' })).toBeVisible();
    await expect(page.getByText(/clinical QA needs/)).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Intake form' });
    for (const [label, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
      ['Sign In', '/api/login'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Back to Scheduling' })).toHaveAttribute('href', '/schedule-call');

    const options = (label: string) =>
      page
        .getByLabel(label)
        .locator('option:not([hidden])')
        .evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]));
    expect(await options('Clinical Trial Phase *')).toEqual([
      ['phase-1', 'Phase I'],
      ['phase-2', 'Phase II'],
      ['phase-3', 'Phase III'],
      ['phase-4', 'Phase IV'],
      ['pre-clinical', 'Pre-clinical'],
      ['medical-device', 'Medical Device'],
      ['other', 'Other'],
    ]);
    expect((await options('Urgency *')).map(([v]) => v)).toEqual(['asap', 'urgent', 'standard', 'planning']);
    expect((await options('Budget Range')).map(([v]) => v)).toEqual([
      'under-5k',
      '5k-15k',
      '15k-50k',
      '50k-plus',
      'discuss',
    ]);
    // The only empty-valued option is the placeholder, which can be neither seen in the list nor chosen.
    const placeholders = page.locator('select option[value=""]');
    await expect(placeholders).toHaveCount(3);
    for (const p of await placeholders.all()) {
      await expect(p).toBeDisabled();
      await expect(p).toHaveAttribute('hidden', '');
    }
    await expect(page.getByLabel(/An NDA is required/)).not.toBeChecked();

    const badges = page.getByRole('region', { name: 'Certifications' }).getByRole('link');
    await expect(badges).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('shows every required message, focuses the first invalid field and revalidates on change', async ({ page }) => {
    await page.goto('/intake-form');
    await submit(page).click();
    for (const text of INTAKE_REQUIRED_MESSAGES) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name *')).toBeFocused();
    await expect(page.getByLabel('Clinical Trial Phase *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Urgency *')).toHaveAccessibleDescription('Please select urgency level');
    await expectNoAxeViolations(page);

    await page.getByLabel('Clinical Trial Phase *').selectOption('phase-1');
    await expect(page.getByText('Trial phase is required')).toHaveCount(0);
    await page.getByLabel('Project Scope *').fill('Too short');
    await expect(page.getByText('Please provide details about your project scope')).toBeVisible();
    await page.getByLabel('Project Scope *').fill('Long enough scope');
    await expect(page.getByText('Please provide details about your project scope')).toHaveCount(0);

    // With the first fields filled, focus moves to the first one still invalid.
    await page.getByLabel('Full Name *').fill('Grace');
    await page.getByLabel('Company Name *').fill('Compiler');
    await page.getByLabel('Your Role *').fill('QA');
    await submit(page).click();
    await expect(page.getByLabel('Email Address *')).toBeFocused();
  });

  test('submits: busy state, Thank You screen, stored request and both e-mails', async ({ page }) => {
    const address = uniqueEmail('intake');
    await page.goto('/intake-form');
    await page.route('**/api/consultation-requests', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await fillValid(page, address);
    await submit(page).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(/within 24 hours/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => (await table().partition(leadsPartition())).filter((i) => i.email === address).length)
      .toBe(1);
    const [request] = (await table().partition(leadsPartition())).filter((i) => i.email === address);
    expect(request).toMatchObject({
      type: 'ConsultationRequest',
      status: 'submitted',
      full_name: 'Grace Hopper',
      company_name: 'Compiler Therapeutics',
      role: 'VP Clinical Quality',
      phone: '617-555-0199',
      trial_phase: 'phase-3',
      scope: 'Inspection readiness for a Phase III oncology study across 12 sites.',
      preferred_date: '2030-03-14',
      nda_required: true,
      review_materials: 'Monitoring plan, two SOPs',
      urgency: 'urgent',
      budget: '15k-50k',
      additional_notes: 'Sponsor audit in Q2.',
    });
    const outbox = await table().partition('OUTBOX');
    expect(outbox.filter((m) => String(m.subject).startsWith('New project intake from Grace Hopper'))).not.toHaveLength(
      0,
    );
    expect(outbox.filter((m) => (m.to as string[]).includes(address))).toHaveLength(1);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failure shows a clear error and keeps every entry', async ({ page }) => {
    await page.goto('/intake-form');
    await fillValid(page, 'grace@example.com');
    await page.route('**/api/consultation-requests', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Mailbox unavailable' }),
      }),
    );
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
    await expect(page.getByLabel('Full Name *')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Clinical Trial Phase *')).toHaveValue('phase-3');
    await expect(page.getByLabel('Budget Range')).toHaveValue('15k-50k');
    await expect(page.getByLabel(/An NDA is required/)).toBeChecked();
    await expectNoAxeViolations(page);

    await page.unroute('**/api/consultation-requests');
    await page.route('**/api/consultation-requests', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many requests. Please wait a moment and try again.' }),
      }),
    );
    await submit(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many requests. Please wait a moment and try again.' }),
    ).toBeVisible();

    await page.unroute('**/api/consultation-requests');
    await page.route('**/api/consultation-requests', (route) => route.abort('internetdisconnected'));
    await submit(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection and try again.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Project Scope *')).toHaveValue(/Phase III oncology/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  });
});
