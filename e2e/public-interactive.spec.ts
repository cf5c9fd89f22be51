import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, expectNoAxeViolations, table, uniqueEmail } from './support/helpers';

const SCHEDULING_URL = 'https://calendly.com/clarity-clinical-qa/30min';

/** No internet here: the scheduling service's script and pages must never be waited on. */
async function offline(page: Page) {
  await page.route(/^https:\/\/(assets\.)?calendly\.com\//, (route) => route.abort());
}

test.describe('page headings and accessibility', () => {
  const pages: [string, string][] = [
    ['/resources', 'Clinical QA Resource Library'],
    ['/insights', 'Clinical Quality Insights'],
    ['/schedule-call', 'Schedule Your Free Consultation'],
    ['/book', 'Book Your Strategy Session'],
    ['/strategy-session', 'Book a Complimentary Strategy Session'],
    ['/book-audit', 'Book Your Audit Strategy Session'],
    ['/pricing', 'Simple, Transparent Pricing'],
    ['/subscriptions', 'Digital QA Subscriptions'],
    // Without a session id there is nothing to confirm (the confirmed page is in billing.spec.ts).
    ['/checkout/success', 'We could not find this checkout'],
    ['/checkout/cancel', 'Checkout canceled'],
  ];
  for (const [path, heading] of pages) {
    test(`${path} shows its heading and has no axe violations`, async ({ page }) => {
      await offline(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the checkout result pages are noindex and link onwards', async ({ page }) => {
    await page.goto('/checkout/success');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await page.goto('/checkout/cancel');
    await expect(page.getByText('No charge was made.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('/book-audit sets its title and starts at the top', async ({ page }) => {
    await offline(page);
    await page.goto('/resources');
    await page.mouse.wheel(0, 2000);
    await page.goto('/book-audit');
    await expect(page).toHaveTitle(/^Book Your Audit Strategy Session/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('/developers: the guide and the API reference read from /api/openapi.json, with no axe violations', async ({
  page,
}) => {
  await page.goto('/developers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect your systems to your audit workspace' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'curl: list audits' })).toContainText(
    `${new URL(page.url()).origin}/api/audits?limit=20`,
  );
  const audits = page.getByRole('region', { name: 'audits', exact: true });
  const list = audits.getByRole('listitem').filter({ has: page.locator('summary', { hasText: /^get\/api\/audits$/ }) });
  await list.locator('summary').click();
  await expect(list.getByRole('heading', { name: 'Parameters' })).toBeVisible();
  await expect(list).toContainText('X-Workspace-Id');
  await axeAtBothWidths(page);
});

test.describe('resources', () => {
  test('search, category filter, featured only under All, and real downloads', async ({ page }) => {
    await page.goto('/resources');
    const featured = page.getByRole('region', { name: 'Featured Resources' });
    const all = page.getByRole('region', { name: /All Resources|Compliance|Documentation/ });
    await expect(page.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await expect(featured.getByRole('listitem')).toHaveCount(3);
    await expect(all.getByRole('listitem')).toHaveCount(9);

    // Search covers descriptions too.
    await page.getByLabel('Search resources').fill('form fda 483');
    await expect(all.getByRole('heading', { level: 3 })).toHaveText(['FDA BIMO Inspection Readiness Guide']);
    await page.getByLabel('Search resources').fill('');

    await page.getByRole('button', { name: 'Documentation' }).click();
    await expect(page.getByRole('button', { name: 'Documentation', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Resources' })).toHaveCount(0);
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([
      'SOP Review Checklist',
      'TMF Health Check Template',
    ]);

    await page.getByLabel('Search resources').fill('nothing like this');
    await expect(page.getByText('No resources match your search.')).toBeVisible();
    await page.getByLabel('Search resources').fill('');
    await page.getByRole('button', { name: 'All' }).click();
    await expect(featured.getByRole('listitem')).toHaveCount(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      featured.getByRole('link', { name: 'Download CAPA Plan Template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('capa-plan-template.txt');
    const res = await page.request.get('/resources/gcp-audit-readiness-checklist.txt');
    expect(res.ok()).toBe(true);
    expect(await res.text()).toContain('GCP AUDIT READINESS CHECKLIST');
  });

  test('the subscribe box stores the address once as a newsletter lead', async ({ page }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/resources');
    const box = page.getByRole('main');
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Invalid email address');

    await box.getByLabel('Email address').fill(email);
    const response = page.waitForResponse('**/api/newsletter-subscriptions');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).status()).toBe(201);
    await expect(box.getByText(/Thanks for subscribing!/)).toBeVisible();

    const month = new Date().toISOString().slice(0, 7);
    await expect
      .poll(async () => (await table().partition(`LEADS#${month}`)).filter((i) => i.email === email))
      .toEqual([expect.objectContaining({ type: 'NewsletterSubscription', source: 'resources' })]);
    expect(await table().partition(`NEWSLETTER#${email}`)).toHaveLength(1);
  });
});

test.describe('insights', () => {
  test('search, chips, featured article and links', async ({ page }) => {
    // Six articles ship with the site; posts other specs publish from the CMS join them while they are live, so
    // the count is read against the posts this page was given.
    const posts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts' && r.ok());
    await page.goto('/insights');
    const published = ((await (await posts).json()) as unknown[]).length;
    await expect(page.getByRole('region', { name: 'Featured article' })).toContainText('ICH E6(R3)');
    await expect(page.getByText(`${6 + published} articles`)).toBeVisible();
    await page.getByRole('button', { name: 'Quality Systems' }).click();
    await expect(page.getByText('2 articles')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured article' })).toHaveCount(0);
    await page.getByRole('button', { name: 'All' }).click();
    await page.getByLabel('Search articles').fill('speak-up');
    await expect(page.getByText('1 article', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Building a speak-up quality culture at clinical sites' }),
    ).toBeVisible();
    const explore = page.getByRole('navigation', { name: 'Explore' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
      ['Sign In', '/api/login'],
    ] as const) {
      await expect(explore.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('newsletter busy, then the 429 message and a generic error', async ({ page }) => {
    await page.goto('/insights');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/newsletter-subscriptions', async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: JSON.stringify({ error: 'Too many requests. Please wait a moment and try again.' }),
      });
    });
    await page.getByLabel('Email address').fill('busy@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
      'Too many requests. Please wait a moment and try again.',
    );

    await page.unroute('**/api/newsletter-subscriptions');
    await page.route('**/api/newsletter-subscriptions', (route) => route.abort());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something' })).toHaveText(
      'Something went wrong. Please try again.',
    );
  });
});

test.describe('scheduling', () => {
  test('the inline calendar shows Loading calendar..., then gives up after 10 s with a working link', async ({
    page,
  }) => {
    await offline(page);
    await page.clock.install();
    await page.goto('/book');
    await expect(page.getByText('Loading calendar...')).toBeVisible();
    await page.clock.fastForward(9_000);
    await expect(page.getByText('Loading calendar...')).toBeVisible();
    await page.clock.fastForward(1_200);
    await expect(page.getByText('Loading calendar...')).toHaveCount(0);
    const link = page.getByRole('link', { name: /Open the scheduling page/ });
    await expect(link).toHaveAttribute('href', SCHEDULING_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('/strategy-session embeds the strategy-session event type, 700 px high, with a four-question FAQ', async ({
    page,
  }) => {
    await offline(page);
    await page.clock.install();
    await page.goto('/strategy-session');
    const box = page.getByText('Loading calendar...').locator('../..');
    expect((await box.boundingBox())!.height).toBe(700);
    await page.clock.fastForward(10_200);
    await expect(page.getByRole('link', { name: /Open the scheduling page/ })).toHaveAttribute(
      'href',
      'https://calendly.com/clarity-clinical-qa/strategy-session',
    );
    await expect(page.locator('details summary')).toHaveCount(4);
  });

  test('booking button: Connecting... while the status loads, then a new tab', async ({ page, context }) => {
    await offline(page);
    await page.goto('/schedule-call');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/calendly/status', async (route) => {
      await held;
      await route.continue();
    });
    await context.route(SCHEDULING_URL, (route) =>
      route.fulfill({ body: 'scheduling page', contentType: 'text/plain' }),
    );
    const button = page.getByRole('button', { name: 'Book Your Free Consultation' });
    await button.click();
    const connecting = page.getByRole('button', { name: 'Connecting...' });
    await expect(connecting).toBeDisabled();
    const popup = context.waitForEvent('page');
    release();
    expect((await popup).url()).toBe(SCHEDULING_URL);
    await expect(button).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Preview Intake Form' })).toHaveAttribute('href', '/intake-form');
  });

  test('booking button: a failed status check still opens the scheduling page', async ({ page, context }) => {
    await offline(page);
    await page.goto('/book-audit');
    await page.route('**/api/calendly/status', (route) => route.fulfill({ status: 500, body: '{"error":"x"}' }));
    await context.route(SCHEDULING_URL, (route) =>
      route.fulfill({ body: 'scheduling page', contentType: 'text/plain' }),
    );
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Book Your 30-Minute Session' }).click();
    expect((await popup).url()).toBe(SCHEDULING_URL);
  });

  test('booking button: OAuth configured → the redirect mode', async ({ page }) => {
    await offline(page);
    await page.goto('/schedule-call');
    await page.route('**/api/calendly/status', (route) =>
      route.fulfill({
        json: { calendly_configured: false, oauth_configured: true, scheduling_url: SCHEDULING_URL },
      }),
    );
    await page.getByRole('button', { name: 'Book Your Free Consultation' }).click();
    // Unconfigured on the server, so the callback-less flow comes straight back with the error banner's parameter.
    await expect(page).toHaveURL(/\/(\?calendly_error=not_configured)?$/);
  });
});

test.describe('checkout failure texts', () => {
  test('subscriptions: no url, then an exception', async ({ page }) => {
    await page.goto('/subscriptions');
    await page.getByRole('button', { name: 'Annual' }).click();
    await expect(page.getByRole('button', { name: /Annual/, pressed: true })).toContainText('Save 17%');
    await expect(page.getByText('$499', { exact: true })).toBeVisible();
    let body: unknown;
    await page.route('**/api/stripe/checkout', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ json: {} });
    });
    await page.getByRole('button', { name: 'Subscribe to SOP Library' }).click();
    await expect(page.getByText('Checkout failed. Please try again.', { exact: true })).toBeVisible();
    expect(body).toEqual({ product: 'sop', interval: 'year' });

    await page.unroute('**/api/stripe/checkout');
    await page.route('**/api/stripe/checkout', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
    await page.getByRole('button', { name: 'Subscribe to Mock Inspection Program' }).click();
    await expect(page.getByText('Something went wrong. Please try again.', { exact: true })).toBeVisible();
  });

  test('pricing: a failed checkout says Temporarily unavailable—contact us', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Strategy Session' }).last()).toHaveAttribute('href', '/book');
    let body: unknown;
    await page.route('**/api/checkout/session', async (route) => {
      body = route.request().postDataJSON();
      await route.abort();
    });
    await page.getByRole('button', { name: 'Buy Professional' }).click();
    await expect(page.getByText('Temporarily unavailable—contact us', { exact: true })).toBeVisible();
    expect(body).toEqual({ priceId: 'professional-monthly' });
  });
});

test.describe('Quala chat', () => {
  async function openChat(page: Page, path = '/resources') {
    await offline(page);
    await page.clock.install();
    await page.goto(path);
    await page.getByRole('button', { name: 'Open chat with Quala' }).click();
    const chat = page.getByRole('dialog', { name: 'Quala' });
    await expect(chat).toBeVisible();
    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    return chat;
  }

  async function ask(page: Page, text: string, expected: string | RegExp, delay = 1_000) {
    const chat = page.getByRole('dialog', { name: 'Quala' });
    const before = await chat.locator('[data-sender="quala"]').count();
    await chat.getByLabel('Message Quala').fill(text);
    await chat.getByLabel('Message Quala').press('Enter');
    await expect(chat.locator('[data-sender="user"]').last()).toContainText(text);
    await page.clock.fastForward(delay - 100);
    await expect(chat.locator('[data-sender="quala"]')).toHaveCount(before);
    await page.clock.fastForward(200);
    await expect(chat.locator('[data-sender="quala"]')).toHaveCount(before + 1);
    await expect(chat.locator('[data-sender="quala"]').last()).toContainText(expected);
  }

  test('opens with a greeting and quick questions, answers every rule after 1 s, and closes', async ({ page }) => {
    const chat = await openChat(page);
    await expect(chat.locator('[data-sender="quala"]')).toHaveCount(1);
    await expect(chat.getByRole('group', { name: 'Quick questions' }).getByRole('button')).toHaveText([
      'Schedule a Free Consultation',
      'GCP Audit Readiness',
      'SOP Development',
      'CAPA Strategy',
    ]);
    // axe needs running timers.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.clock.pauseAt(Date.now() + 120_000);

    // Blank is not sent; Shift+Enter does not send.
    const input = chat.getByLabel('Message Quala');
    await input.fill('   ');
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await input.press('Enter');
    await expect(chat.locator('[data-sender="user"]')).toHaveCount(0);
    await input.fill('hello');
    await input.press('Shift+Enter');
    await expect(chat.locator('[data-sender="user"]')).toHaveCount(0);

    await ask(page, 'Can I book an appointment?', 'free 30-minute discovery call');
    await expect(chat.getByRole('group', { name: 'Quick questions' })).toHaveCount(0);
    await ask(page, 'What does it cost?', '$149/mo');
    await ask(page, 'We need GCP help', 'Most clients reach audit readiness in 2-4 weeks');
    await ask(
      page,
      'What is on the intake form?',
      /company info, project details.*timeline.*existing CAPAs\/SOPs.*budget/,
    );
    await ask(page, 'Do you have a blog?', 'free, no-pressure consultation');
    await ask(page, 'Hello there', 'free, no-pressure consultation');

    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Quala' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open chat with Quala' })).toBeFocused();
  });

  for (const [label, expected] of [
    ['GCP Audit Readiness', 'ICH E6(R3)'],
    ['SOP Development', 'role-based procedures'],
    ['CAPA Strategy', 'effectiveness checks'],
  ] as const) {
    test(`quick question ${label} adds its canned answer`, async ({ page }) => {
      const chat = await openChat(page);
      await chat.getByRole('button', { name: label }).click();
      await expect(chat.locator('[data-sender="user"]')).toHaveText(`You: ${label}`);
      await page.clock.fastForward(1_100);
      await expect(chat.locator('[data-sender="quala"]').last()).toContainText(expected);
    });
  }

  test('the first quick action opens the scheduling page and closes the chat', async ({ page, context }) => {
    const chat = await openChat(page);
    await context.route(SCHEDULING_URL, (route) =>
      route.fulfill({ body: 'scheduling page', contentType: 'text/plain' }),
    );
    const popup = context.waitForEvent('page');
    await chat.getByRole('button', { name: 'Schedule a Free Consultation' }).click();
    expect((await popup).url()).toBe(SCHEDULING_URL);
    await expect(page.getByRole('dialog', { name: 'Quala' })).toHaveCount(0);
  });

  test('the careers variant types for 1.5 s and answers content questions', async ({ page }) => {
    const chat = await openChat(page, '/careers');
    await expect(chat.getByRole('group', { name: 'Quick questions' }).getByRole('button')).toHaveText([
      'Schedule a Consultation',
      'Intake Form Information',
      'Pricing',
    ]);
    await chat.getByLabel('Message Quala').fill('Tell me about your blog');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(chat.getByText('Quala is typing…')).toBeVisible();
    await page.clock.fastForward(1_400);
    await expect(chat.getByText('Quala is typing…')).toBeVisible();
    await page.clock.fastForward(200);
    await expect(chat.getByText('Quala is typing…')).toHaveCount(0);
    await expect(chat.locator('[data-sender="quala"]').last()).toContainText('Insights page');
  });
});
