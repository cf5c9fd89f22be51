import { expect, test } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

const PASSWORD = 'Lovelace-Quala-2026!';
const GCP_QUESTION = 'What does 21 CFR Part 11 require for audit trails in an electronic system?';
const NONSENSE = 'Give me a pizza recipe with mozzarella and basil.';

test('Quala answers a GCP question with sources, says when it has no grounded answer, and lists the topics', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, uniqueEmail('quala'), PASSWORD);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Ask Quala' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Quala' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Hi, I'm Quala" })).toBeVisible();
  const box = page.getByLabel('Your question for Quala');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  for (const label of ['Protocol Review', 'GCP Compliance', 'Finding Analysis', 'Audit Checklist'])
    await expect(page.getByRole('button', { name: label })).toBeEnabled();
  await axeAtBothWidths(page);

  // A GCP question: an answer whose [n] markers point at numbered sources that open to their passages.
  await box.fill(GCP_QUESTION);
  await box.press('Enter');
  const chat = page.getByRole('list', { name: 'Last conversations' });
  const exchange = chat.locator(':scope > li').filter({ hasText: GCP_QUESTION });
  await expect(exchange.getByText('Sources')).toBeVisible();
  await expect(exchange.getByRole('link', { name: /^\[1\] source:/ })).toBeVisible();
  const firstSource = exchange.locator('details').first();
  await firstSource.locator('summary').click();
  await expect(firstSource.locator('p')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Quala answered:/ })).toBeAttached();
  await expect(box).toBeEnabled();
  await expect(box).toHaveValue('');

  // The history sidebar names the topic (one line, at most 50 characters).
  const sidebar = page.getByRole('complementary', { name: 'Quala history and quick help' });
  await expect(sidebar.getByRole('link', { name: 'What does 21 CFR Part 11 require for audit trails…' })).toBeVisible();

  // Nonsense: Quala says it has no grounded answer rather than guess, and cites nothing.
  await box.fill(NONSENSE);
  await send.click();
  const offTopic = chat.locator(':scope > li').filter({ hasText: NONSENSE });
  await expect(offTopic.getByText(/I can't find a grounded answer/)).toBeVisible();
  await expect(offTopic.getByText('Sources')).toHaveCount(0);
  await expect(offTopic.getByRole('link', { name: 'book a consultation' })).toHaveAttribute('href', '/schedule-call');
  await expect(sidebar.getByRole('link')).toHaveCount(2);
  await axeAtBothWidths(page);

  // After a reload the history fills the chat, oldest first.
  await page.reload();
  await expect(chat.locator(':scope > li')).toHaveCount(2);
  await expect(chat.locator(':scope > li').first()).toContainText(GCP_QUESTION);
  await expect(chat.locator(':scope > li').last()).toContainText(NONSENSE);

  // The dashboard widget asks the same endpoint and shows the answer with its sources.
  await page.goto('/dashboard');
  const widgetBox = page.getByLabel('Question for Quala');
  await widgetBox.fill('What should a site delegation log contain?');
  await widgetBox.press('Enter');
  await expect(page.getByText('Sources', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\[1\] source:/ })).toBeVisible();
  await axeAtBothWidths(page);
});
