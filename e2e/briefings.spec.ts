import { expect, test } from './support/test';
import { axeAtBothWidths, buyOnSubscriptions, signInAs, signUpAs, uniqueEmail } from './support/helpers';

/**
 * Regulatory Briefings delivered (issue 22): staff mark a CMS post as a briefing; a visitor and a signed-in
 * non-subscriber get its excerpt and the subscribe prompt (the public API and page never carry its text); a
 * visitor who buys the product and signs up with that e-mail reads it in full at /briefings and in /insights.
 */
const EDITOR = { email: 'editor@clarity.local', password: 'Clarity-Editor-2026!' };
const PASSWORD = 'Hopper-Compiler-2026!';
const SECRET = 'Re-map every decentralised element before the March effective date';
const PROMPT = 'This needs the Regulatory Briefings subscription';

test('staff mark a post as a briefing; others see the excerpt and the prompt; a subscriber reads it in full', async ({
  page,
  browser,
}) => {
  // An editor's post, a visitor's purchase and sign-up, another sign-up, and pages checked by axe at two widths.
  test.slow();
  const title = `FDA finalises DCT guidance ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const excerpt = 'What the final guidance changes for sponsors and sites.';

  await signInAs(page, EDITOR.email, EDITOR.password);
  await page.goto('/cms-admin');
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill(excerpt);
  await page.getByLabel('Category').selectOption('regulatory');
  await page.getByLabel('Content (Markdown)').fill(`## What changed\n\n${SECRET}.`);
  await page.getByLabel('Published').check();
  await page.getByRole('checkbox', { name: 'Regulatory Briefing' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Briefing', { exact: true })).toBeVisible();

  // A visitor: the card is marked, the page has the excerpt and the prompt, and neither it nor the API the text.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/insights');
  const card = visitor.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Regulatory Briefing · subscribers')).toBeVisible();
  await visitor.goto(`/insights/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(excerpt)).toBeVisible();
  await expect(visitor.getByText(PROMPT)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Subscribe to Regulatory Briefings' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
  await expect(visitor.getByText(SECRET)).toHaveCount(0);
  for (const path of [`/api/posts/${slug}`, '/api/posts']) {
    const answer = await visitor.request.get(path);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(SECRET);
  }
  await axeAtBothWidths(visitor);

  // The visitor buys Regulatory Briefings and signs up with that e-mail: the text opens once the webhook is in.
  const email = uniqueEmail('briefings');
  await buyOnSubscriptions(visitor, 'Regulatory Briefings', '$19', email);
  await signUpAs(visitor, email, PASSWORD);
  await expect(async () => {
    await visitor.goto('/briefings');
    await expect(visitor.getByRole('list', { name: 'Briefings' }).getByRole('link', { name: title })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await axeAtBothWidths(visitor);
  await visitor.getByRole('list', { name: 'Briefings' }).getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(visitor.getByText(SECRET)).toBeVisible();
  await axeAtBothWidths(visitor);
  await visitor.goto(`/insights/${slug}`);
  await expect(visitor.getByText(SECRET)).toBeVisible();
  await expect(visitor.getByText(PROMPT)).toHaveCount(0);
  await axeAtBothWidths(visitor);
  await visitorContext.close();

  // A signed-in user who bought nothing: the prompt on /insights and /briefings, and no text.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUpAs(other, uniqueEmail('briefings-none'), PASSWORD);
  await other.goto(`/insights/${slug}`);
  await expect(other.getByText(/If you bought it with another e-mail address/)).toBeVisible();
  await expect(other.getByText(SECRET)).toHaveCount(0);
  await other.goto('/briefings');
  await expect(other.getByText(PROMPT)).toBeVisible();
  await expect(other.getByText(/Pro, the workspace plan, does not include Regulatory Briefings/)).toBeVisible();
  await axeAtBothWidths(other);
  await otherContext.close();
});
