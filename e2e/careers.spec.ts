import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, table, uniqueEmail } from './support/helpers';

const AUDITOR = { id: '3f6c2a1e-8b4d-4c9a-9e2f-1a7b5d0c4e81', title: 'Senior GCP Auditor' };
const CONTRACT_ROLE = 'QA Document Control Coordinator';
const REQUIRED = 'Please complete all required fields.';
const BAD_EMAIL = 'Please enter a valid email address.';

/** What `GET /api/careers` lists of each role (the fields this spec filters on). */
interface Role {
  title: string;
  summary: string;
  department: string;
  location: string;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Open roles' }).getByRole('listitem');
const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"][data-job-posting]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as Record<string, unknown>));
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

async function fillApplication(page: Page, address: string) {
  await page.getByLabel('Full Name *').fill('Katherine Johnson');
  await page.getByLabel('Email *').fill(address);
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/kjohnson');
  await page.getByLabel('Resume link *').fill('https://example.com/kj-resume.pdf');
  await page.getByLabel('Cover letter *').fill('Twelve years of GCP audits across oncology and vaccines.');
  await page.getByLabel(/I agree that Clarity Clinical QA/).check();
}

test.describe('careers list', () => {
  test('lists the open roles with filters, search, empty message, hiring process and JobPosting data', async ({
    page,
  }) => {
    // Four roles are seeded; admin.spec may add one while this runs, so counts are read against the roles this
    // page was given (and the seeded ones must be among them).
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/careers' && r.ok());
    await page.goto('/careers');
    const roles = (await (await listed).json()) as Role[];
    const open = roles.length;
    expect(roles.map((r) => r.title)).toEqual(expect.arrayContaining([AUDITOR.title, CONTRACT_ROLE]));
    const matching = (keep: (r: Role) => boolean) => roles.filter(keep).length;
    const inQa = (r: Role) => r.department === 'Quality Assurance';
    const says = (words: string) => (r: Role) => `${r.title} ${r.summary}`.toLowerCase().includes(words);
    await expect(page).toHaveTitle(/^Careers \| /);
    await expect(cards(page)).toHaveCount(open);
    await expect(page.getByRole('status').filter({ hasText: `${open} open roles` })).toBeVisible();

    const auditor = cards(page).filter({ hasText: AUDITOR.title });
    await expect(auditor).toContainText('Senior');
    await expect(auditor).toContainText('Quality Assurance');
    await expect(auditor).toContainText('Full-time');
    await expect(auditor).toContainText('Remote (US)');
    await expect(auditor).toContainText('$120,000 – $150,000');
    await expect(auditor.getByRole('link', { name: /^Apply/ })).toHaveAttribute(
      'href',
      `/careers/apply?job=${AUDITOR.id}`,
    );
    await expect(auditor.getByRole('link', { name: /^View details/ })).toHaveAttribute(
      'href',
      `/careers/${AUDITOR.id}`,
    );

    for (const step of ['Apply', 'Screening call', 'Role interview', 'Offer']) {
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'General Application' }).first()).toHaveAttribute(
      'href',
      '/careers/apply',
    );

    const data = await jsonLd(page);
    expect(data).toHaveLength(open);
    expect(data.every((d) => d['@type'] === 'JobPosting' && d.jobLocationType === 'TELECOMMUTE')).toBe(true);
    expect(data.find((d) => d.title === CONTRACT_ROLE)?.employmentType).toBe('CONTRACTOR');
    expect(data.find((d) => d.title === AUDITOR.title)).toMatchObject({
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'USD', value: { minValue: 120000, maxValue: 150000, unitText: 'YEAR' } },
    });
    await expectNoAxeViolations(page);

    const department = page.getByLabel('Department');
    expect(await department.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['All', 'Operations', 'Quality Assurance', 'Regulatory Affairs']),
    );
    expect(await page.getByLabel('Location').locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['All', 'Remote (US)']),
    );

    await department.selectOption('Quality Assurance');
    await expect(cards(page)).toHaveCount(matching(inQa));
    await expect(page.getByText(`Showing ${matching(inQa)} of ${open} open roles`)).toBeVisible();
    await page.getByLabel('Location').selectOption('Remote (US)');
    await expect(cards(page)).toHaveCount(matching((r) => inQa(r) && r.location === 'Remote (US)'));
    await page.getByLabel('Search roles').fill('auditor');
    await expect(cards(page)).toHaveCount(
      matching((r) => inQa(r) && r.location === 'Remote (US)' && says('auditor')(r)),
    );
    await expect(cards(page).filter({ hasText: AUDITOR.title })).toHaveCount(1);
    // Search covers the summary too.
    await department.selectOption('All');
    await page.getByLabel('Search roles').fill('controlled documents');
    await expect(cards(page)).toHaveCount(
      matching((r) => r.location === 'Remote (US)' && says('controlled documents')(r)),
    );
    await expect(cards(page).filter({ hasText: CONTRACT_ROLE })).toHaveCount(1);

    await page.getByLabel('Search roles').fill('astronaut');
    await expect(page.getByText('No roles match your filters right now.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(open);

    // Structured data leaves with the page.
    await auditor.getByRole('link', { name: /^View details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: AUDITOR.title })).toBeVisible();
    const detailData = await jsonLd(page);
    expect(detailData.map((d) => d.title)).toEqual([AUDITOR.title]);
  });
});

test.describe('role detail', () => {
  test('shows Loading, then responsibilities, qualifications, nice-to-haves and Apply, with its own title', async ({
    page,
  }) => {
    await page.route(`**/api/careers/${AUDITOR.id}`, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto(`/careers/${AUDITOR.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: AUDITOR.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${AUDITOR.title} \\| `));
    for (const section of ['Responsibilities', 'Qualifications', 'Nice to have']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText('RQAP-GCP or CQA certification')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/ }).last()).toHaveAttribute(
      'href',
      `/careers/apply?job=${AUDITOR.id}`,
    );
    await expectNoAxeViolations(page);
  });

  test("shows 'Job not found' for an unknown role and for a failed request", async ({ page }) => {
    await page.goto('/careers/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.route(`**/api/careers/${AUDITOR.id}`, (route) => route.abort('internetdisconnected'));
    await page.goto(`/careers/${AUDITOR.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  });
});

test.describe('application form', () => {
  test('validates with the spec messages and focuses the first invalid field', async ({ page }) => {
    await page.goto(`/careers/apply?job=${AUDITOR.id}`);
    await expect(page.getByRole('heading', { level: 1, name: AUDITOR.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Apply: ${AUDITOR.title} \\| `));
    await expectNoAxeViolations(page);

    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(REQUIRED);
    await expect(page.getByLabel('Full Name *')).toBeFocused();
    await expect(page.getByLabel('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name *')).toHaveAccessibleDescription(REQUIRED);
    await expectNoAxeViolations(page);

    await fillApplication(page, 'not-an-email');
    await expect(page.getByRole('alert')).toHaveText(BAD_EMAIL);
    await submit(page).click();
    await expect(page.getByLabel('Email *')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(BAD_EMAIL);

    // Consent is required too.
    await page.getByLabel('Email *').fill('kj@example.com');
    await page.getByLabel(/I agree that Clarity Clinical QA/).uncheck();
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(REQUIRED);
    await expect(page.getByLabel(/I agree that Clarity Clinical QA/)).toBeFocused();
  });

  test('applies for a role: disabled while sending, Application Received!, stored under the job, team notified', async ({
    page,
  }) => {
    const address = uniqueEmail('applicant');
    await page.goto(`/careers/apply?job=${AUDITOR.id}`);
    await page.route('**/api/careers/apply', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await fillApplication(page, address);
    await submit(page).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => (await table().partition(`JOB#${AUDITOR.id}`)).filter((i) => i.email === address).length)
      .toBe(1);
    const [stored] = (await table().partition(`JOB#${AUDITOR.id}`)).filter((i) => i.email === address);
    expect(stored).toMatchObject({
      jobId: AUDITOR.id,
      fullName: 'Katherine Johnson',
      linkedin: 'https://www.linkedin.com/in/kjohnson',
      resumeUrl: 'https://example.com/kj-resume.pdf',
      consent: true,
    });
    const outbox = (await table().partition('OUTBOX')).filter((m) => String(m.text).includes(address));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe(`New application: ${AUDITOR.title} – Katherine Johnson`);
  });

  test('sends a general application when no job is named', async ({ page }) => {
    const address = uniqueEmail('general');
    await page.goto('/careers/apply');
    await expect(page.getByRole('heading', { level: 1, name: 'General Application' })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillApplication(page, address);
    await submit(page).click();
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
    await expect
      .poll(async () => (await table().partition('APPS#GENERAL')).filter((i) => i.email === address).length)
      .toBe(1);
    const [stored] = (await table().partition('APPS#GENERAL')).filter((i) => i.email === address);
    expect(stored!.jobId ?? null).toBeNull();
  });

  test('a filled honeypot shows success and sends nothing', async ({ page }) => {
    const address = uniqueEmail('bot');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/careers/apply')) posts.push(r.url());
    });
    await page.goto(`/careers/apply?job=${AUDITOR.id}`);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
    await fillApplication(page, address);
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="website"]')!;
      input.value = 'https://cheap-pills.example';
    });
    await submit(page).click();
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
    // No fixed sleep: the page's requests reach this listener in the order they are sent, so once a marker
    // request sent now has been seen, any POST the submit made would have been seen before it.
    const marker = page.waitForRequest((r) => r.url().endsWith('/api/health?after-honeypot'));
    await page.evaluate(() => fetch('/api/health?after-honeypot').then((r) => r.status));
    await marker;
    expect(posts).toEqual([]);
    expect((await table().partition(`JOB#${AUDITOR.id}`)).filter((i) => i.email === address)).toEqual([]);
  });

  test('shows the server error text, the generic text, the rate-limit text and the network failure text', async ({
    page,
  }) => {
    await page.goto(`/careers/apply?job=${AUDITOR.id}`);
    await fillApplication(page, 'kj@example.com');

    await page.route('**/api/careers/apply', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Mailbox unavailable' }),
      }),
    );
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Mailbox unavailable');
    await expect(page.getByLabel('Full Name *')).toHaveValue('Katherine Johnson');
    await expectNoAxeViolations(page);

    await page.unroute('**/api/careers/apply');
    await page.route('**/api/careers/apply', (route) => route.fulfill({ status: 502, body: '' }));
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');

    await page.unroute('**/api/careers/apply');
    await page.route('**/api/careers/apply', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '300' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many requests. Please wait a moment and try again.' }),
      }),
    );
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Too many requests. Please wait a moment and try again.');

    await page.unroute('**/api/careers/apply');
    await page.route('**/api/careers/apply', (route) => route.abort('internetdisconnected'));
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.');
    await expect(page.getByLabel('Cover letter *')).toHaveValue(/Twelve years/);
    await expect(submit(page)).toBeEnabled();
  });

  test("an unknown job says 'Job not found' and offers a general application", async ({ page }) => {
    await page.goto('/careers/apply?job=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'General Application' })).toHaveAttribute(
      'href',
      '/careers/apply',
    );
  });
});
