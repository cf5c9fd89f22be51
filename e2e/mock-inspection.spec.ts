import { expect, test } from './support/test';
import { axeAtBothWidths, buyOnSubscriptions, signUpAs, uniqueEmail } from './support/helpers';

/**
 * The Mock Inspection Program delivered (issue 22): a visitor buys it on the local Stripe stand-in's checkout,
 * signs up with the e-mail they paid with, books the quarter's mock inspection, sees it on the dashboard as
 * Requested, and a second booking in the same quarter is refused with when the next one opens.
 */
const PASSWORD = 'Hopper-Compiler-2026!';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('buy the Mock Inspection Program, book the quarter once, follow it on the dashboard', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('mock');
  await buyOnSubscriptions(page, 'Mock Inspection Program', '$399', email);

  await signUpAs(page, email, PASSWORD);
  // The purchase reaches us by webhook: the form opens once it has.
  await expect(async () => {
    await page.goto('/mock-inspection');
    await expect(page.getByRole('form', { name: 'Book your mock inspection' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('No mock inspection booked yet.')).toBeVisible();

  // A blank submit names every required field.
  await page.getByRole('button', { name: 'Book the mock inspection' }).click();
  await expect(page.getByText('Site or company is required')).toBeVisible();
  await expect(page.getByText('Scope is required')).toBeVisible();
  await expect(page.getByText('Choose the inspection type to rehearse')).toBeVisible();
  await axeAtBothWidths(page);

  const fill = async (site: string) => {
    await page.getByLabel('Site or company *').fill(site);
    await page.getByLabel('Earliest date *').fill(day(14));
    await page.getByLabel('Latest date *').fill(day(40));
    await page.getByLabel('Inspection to rehearse *').selectOption({ label: 'MHRA GCP' });
    await page.getByLabel('Scope *').fill('Phase II oncology study: consent, IP accountability and the ISF.');
    await page.getByRole('button', { name: 'Book the mock inspection' }).click();
  };
  await fill('Riverside Clinical Research');
  const bookings = page.getByRole('list', { name: 'Your mock inspections' });
  await expect(bookings.getByRole('listitem')).toHaveCount(1);
  await expect(bookings.getByText('MHRA GCP · Riverside Clinical Research')).toBeVisible();
  await expect(bookings.getByText('Requested')).toBeVisible();

  await fill('A second site');
  await expect(
    page.getByText(
      /You have already booked this quarter's mock inspection\. You can book the next one from \d{4}-\d{2}-\d{2}\./,
    ),
  ).toBeVisible();
  await expect(bookings.getByRole('listitem')).toHaveCount(1);
  await axeAtBothWidths(page);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Mock inspection' });
  await expect(card.getByText('MHRA GCP · Riverside Clinical Research')).toBeVisible();
  await expect(card.getByText('Requested')).toBeVisible();
  await axeAtBothWidths(page);
});
