import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, table, uniqueEmail } from './support/helpers';

const SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";
const leadsPartition = () => `LEADS#${new Date().toISOString().slice(0, 7)}`;

const name = (page: Page) => page.getByLabel('Full Name *');
const email = (page: Page) => page.getByLabel('Email Address *');
const message = (page: Page) => page.getByLabel('Message *');
const send = (page: Page) => page.getByRole('button', { name: 'Send It Securely' });

async function fillValid(page: Page, address: string) {
  await name(page).fill('Ada Lovelace');
  await email(page).fill(address);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Bio');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 617 555 0100');
  await message(page).fill('We have an FDA pre-approval inspection in six weeks and need a mock inspection.');
}

test.describe('contact page', () => {
  test('shows the details, What to Expect and the certifications, with no axe violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(/^Contact Us \| /);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('QA needs');
    await expect(page.getByRole('link', { name: 'hello@clarityclinicalqa.com' }).first()).toBeVisible();
    await expect(page.getByText('Nationwide US').first()).toBeVisible();
    for (const item of [
      'Free initial consultation',
      'Discussion of current QA processes',
      'Clear recommendations upfront',
      'Flexible engagement models',
    ]) {
      await expect(page.getByText(item)).toBeVisible();
    }
    await expect(page.getByText(/4-6 hours on business days/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await expect(page.getByRole('link', { name: /GCP Certified/ })).toBeVisible();
    const minHeight = await message(page).evaluate((el) => getComputedStyle(el).minHeight);
    expect(minHeight).toBe('120px');
    await expectNoAxeViolations(page);
  });

  test('validates on submit, focuses the first invalid field, then revalidates on change', async ({ page }) => {
    await page.goto('/contact');
    await send(page).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Please provide a detailed message (minimum 10 characters)')).toBeVisible();
    await expect(name(page)).toBeFocused();
    await expect(name(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(name(page)).toHaveAccessibleDescription('Name is required');
    await expectNoAxeViolations(page);

    await name(page).fill('Ada');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await email(page).fill('ada@');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await email(page).fill('ada@example.com');
    await expect(page.getByText('Invalid email address')).toHaveCount(0);
    await message(page).fill('Too short');
    await expect(page.getByText('Please provide a detailed message (minimum 10 characters)')).toBeVisible();
    await message(page).fill('Long enough now');
    await expect(page.getByText('Please provide a detailed message (minimum 10 characters)')).toHaveCount(0);

    // Focus goes to the first invalid field, not the first field.
    await message(page).fill('');
    await name(page).focus();
    await send(page).click();
    await expect(message(page)).toBeFocused();
  });

  test('sends the message: busy state, toast, reset, stored lead and team notification', async ({ page }) => {
    const address = uniqueEmail('contact');
    await page.goto('/contact');
    await page.route('**/api/contact-messages', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await fillValid(page, address);
    await send(page).click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.locator('ol li').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(name(page)).toHaveValue('');
    await expect(email(page)).toHaveValue('');
    await expect(message(page)).toHaveValue('');
    await expect(send(page)).toBeEnabled();

    await expect
      .poll(async () => (await table().partition(leadsPartition())).filter((i) => i.email === address).length)
      .toBe(1);
    const [lead] = (await table().partition(leadsPartition())).filter((i) => i.email === address);
    expect(lead).toMatchObject({
      type: 'ContactMessage',
      name: 'Ada Lovelace',
      company: 'Analytical Bio',
      phone: '+1 617 555 0100',
      message: 'We have an FDA pre-approval inspection in six weeks and need a mock inspection.',
    });
    const outbox = (await table().partition('OUTBOX')).filter((m) => String(m.text).includes(address));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ subject: 'New contact message from Ada Lovelace', replyTo: address });
  });

  test('a server error keeps the typed text and says what happened', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page, 'ada@example.com');

    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Mailbox unavailable' }),
      }),
    );
    await send(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
    await expect(name(page)).toHaveValue('Ada Lovelace');
    await expect(message(page)).toHaveValue(/mock inspection/);
    await expectNoAxeViolations(page);

    await page.unroute('**/api/contact-messages');
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '120' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many requests. Please wait a moment and try again.' }),
      }),
    );
    await send(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many requests. Please wait a moment and try again.' }),
    ).toBeVisible();

    await page.unroute('**/api/contact-messages');
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please correct the highlighted fields.',
          fields: { email: 'Invalid email address' },
        }),
      }),
    );
    await send(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(page)).toHaveAccessibleDescription('Invalid email address');
    await expect(email(page)).toBeFocused();

    await page.unroute('**/api/contact-messages');
    await page.route('**/api/contact-messages', (route) => route.abort('internetdisconnected'));
    await send(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection and try again.' }),
    ).toBeVisible();
    await expect(name(page)).toHaveValue('Ada Lovelace');
  });
});
