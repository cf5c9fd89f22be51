import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, pressEscapeIn } from './support/helpers';

const BRAND = 'Clarity Clinical QA';

/** Part A's public pages: path, the page's h1, and its title (before ' | brand'). */
const PAGES: { path: string; h1: string; title: string }[] = [
  {
    path: '/',
    h1: 'GCP audit support that keeps your trials inspection-ready',
    title: 'GCP Audit & Clinical QA Consulting',
  },
  { path: '/about', h1: 'Clinical quality, made clear', title: 'About Us' },
  { path: '/about-us', h1: 'Our founding story', title: 'Our Story' },
  { path: '/case-studies', h1: 'Real problems, measurable results', title: 'Case Studies' },
  { path: '/testimonials', h1: 'What our clients say', title: 'Testimonials' },
  { path: '/services', h1: 'Clinical QA services', title: 'Services' },
  { path: '/solutions', h1: 'Solutions for every quality challenge', title: 'Solutions' },
  { path: '/why-us', h1: 'Why clinical teams choose us', title: 'Why Choose Us' },
  { path: '/faq', h1: 'Frequently asked questions', title: 'FAQ' },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service', title: 'Terms of Service' },
  {
    path: '/do-not-sell',
    h1: 'Do Not Sell or Share My Personal Information',
    title: 'Do Not Sell My Personal Information',
  },
];

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const metaContent = (page: Page, selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');

for (const p of PAGES) {
  test(`${p.path}: one h1, title, head tags, no axe violations`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(`${p.title} | ${BRAND}`);
    expect((await metaContent(page, 'name="description"'))?.length).toBeGreaterThan(50);
    const canonicalPath = p.path === '/privacy' ? '/privacy-policy' : p.path;
    await expect.poll(async () => new URL((await canonical(page)) ?? '').pathname).toBe(canonicalPath);
    expect(await metaContent(page, 'property="og:title"')).toBe(`${p.title} | ${BRAND}`);
    expect(await metaContent(page, 'property="og:image"')).toMatch(/\/og-image\.jpg$/);
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the header and footer carry the spec links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expected = [
    ['Home', '/'],
    ['About', '/about'],
    ['Services', '/services'],
    ['Careers', '/careers'],
    ['Resources', '/resources'],
    ['Pricing', '/pricing'],
    ['Contact', '/contact'],
  ];
  for (const [label, href] of expected)
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/api/login?screen=signup');
  await expect(header.getByRole('link', { name: 'Book Strategy Session' })).toHaveAttribute('href', '/book');
  await expect(page.getByRole('link', { name: "We're Hiring" })).toHaveAttribute('href', '/careers');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© 2019–${new Date().getFullYear()} `);
  await expect(footer.getByRole('link', { name: 'hello@clarityclinicalqa.com' })).toHaveAttribute(
    'href',
    'mailto:hello@clarityclinicalqa.com',
  );
  for (const heading of ['Services', 'Resources', 'Company']) {
    await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: /Do Not Sell/ })).toHaveAttribute('href', '/do-not-sell');
});

test('at 360 px the menu opens a 300 px side sheet that highlights the page and closes on navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/services');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBe(300);
  const links = sheet.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
  await expect(links).toHaveText([
    'Home',
    'About',
    'Services',
    'Careers',
    'Resources',
    'Pricing',
    'Book Strategy Session',
    'Contact',
    'Sign In',
    'Sign Up',
  ]);
  await expect(sheet.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/api/login?screen=signup');
  await expect(sheet.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sheet.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await sheet.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clinical quality, made clear');

  // 400 px wide from the small breakpoint.
  await page.setViewportSize({ width: 700, height: 900 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBe(400);
  await pressEscapeIn(page);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('services cards open and close independently', async ({ page }) => {
  await page.goto('/services');
  const names = ['GCP Audit Support', 'Inspection Readiness', 'SOP & CAPA Ops', 'QA Coaching', 'QA Training'];
  const card = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  for (const n of names) await expect(card(n)).toHaveAttribute('aria-expanded', 'false');

  await card('GCP Audit Support').click();
  await card('QA Coaching').click();
  await expect(card('GCP Audit Support')).toHaveAttribute('aria-expanded', 'true');
  await expect(card('QA Coaching')).toHaveAttribute('aria-expanded', 'true');
  await expect(card('Inspection Readiness')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Investigator site audits, routine and for-cause')).toBeVisible();
  await expect(page.getByText('Coaching for new heads of quality')).toBeVisible();

  await card('GCP Audit Support').click();
  await expect(card('GCP Audit Support')).toHaveAttribute('aria-expanded', 'false');
  await expect(card('QA Coaching')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Investigator site audits, routine and for-cause')).toBeHidden();

  // Keyboard works the same way.
  await card('SOP & CAPA Ops').focus();
  await page.keyboard.press('Enter');
  await expect(card('SOP & CAPA Ops')).toHaveAttribute('aria-expanded', 'true');

  const steps = page
    .getByRole('heading', { name: 'A simple 4-step process' })
    .locator('..')
    .locator('..')
    .getByRole('listitem');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Discovery Call',
    'Assessment',
    'Custom Plan',
    'Implementation',
  ]);
  await expectNoAxeViolations(page);
});

test('FAQ: six questions that expand, and the strategy call button', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(6);
  await page.getByRole('button', { name: 'How quickly can you get us audit-ready?' }).click();
  await expect(page.getByText(/Most teams reach audit readiness in 2-4 weeks/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Your QA Strategy Call' })).toHaveAttribute('href', '/book');
});

test('solutions: four cards, each with Discuss This Solution to /schedule-call', async ({ page }) => {
  await page.goto('/solutions');
  const buttons = page.getByRole('link', { name: /^Discuss This Solution/ });
  await expect(buttons).toHaveCount(4);
  for (const b of await buttons.all()) await expect(b).toHaveAttribute('href', '/schedule-call');
  await expect(page.getByRole('heading', { name: 'Industries we serve' })).toBeVisible();
});

test('home: the scheduling success banner shows, the address is cleaned and × closes it', async ({ page }) => {
  await page.goto('/?calendly_connected=true&utm_source=mail');
  const banner = page.getByRole('status').filter({ hasText: 'Scheduling integration' });
  await expect(banner).toHaveText(
    'Scheduling integration connected successfully. You can now schedule calls directly.',
  );
  await expect(page).toHaveURL(/\/\?utm_source=mail$/);
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
});

test('home: the scheduling failure banner shows and the parameter is removed', async ({ page }) => {
  await page.goto('/?calendly_error=access_denied');
  const alert = page.getByRole('alert').filter({ hasText: 'Scheduling integration' });
  await expect(alert).toHaveText('Scheduling integration failed. Please try again or contact support.');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  // Reloading does not bring it back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Scheduling integration failed.')).toHaveCount(0);
});

test('home: the hiring strip counts the roles from GET /api/careers, and shows no number without them', async ({
  page,
}) => {
  await page.route('**/api/careers', (route) =>
    route.fulfill({ json: [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }] }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "We're hiring · 4 open roles" })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Careers/ })).toHaveAttribute('href', '/careers');

  await page.unroute('**/api/careers');
  await page.route('**/api/careers', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.reload();
  await expect(page.getByRole('heading', { name: "We're hiring", exact: true })).toBeVisible();
  await expect(page.getByText(/open roles?/)).toHaveCount(0);
});

test('home: sections link where the spec says; the hero shows the poster until a film is configured', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/');
  for (const title of ['Inspection Readiness', 'SOP Development', 'Retained QA Support']) {
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /View Subscriptions/ })).toHaveAttribute('href', '/subscriptions');
  await expect(page.getByRole('link', { name: 'Contact Form' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Read all testimonials' })).toHaveAttribute('href', '/testimonials');
  await expect(page.locator('iframe')).toHaveCount(0);
  // A visitor's first load never fetches the auth SDK or the other pages.
  expect(requested.filter((u) => /amplify|AboutPage|ServicesPage/i.test(u))).toEqual([]);

  // No film configured (SITE.heroFilmYoutubeId): the poster in its 16:9 box, nothing to play, no player.
  const poster = page.locator('img[src="/media/hero-poster.svg"]');
  await expect(poster).toBeVisible();
  const box = await poster.boundingBox();
  expect(Math.abs((box!.width * 9) / 16 - box!.height)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  expect(requested.filter((u) => /youtube/.test(u))).toEqual([]);
});

test('sitemap.xml, robots.txt and the Organization JSON-LD are served', async ({ page, request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  for (const p of ['/', '/about', '/services', '/privacy-policy']) expect(xml).toContain(`${p}</loc>`);
  expect(xml).not.toContain('/privacy</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);

  await page.goto('/');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ name: BRAND, areaServed: 'US', email: 'hello@clarityclinicalqa.com' });
  expect(jsonLd.contactPoint.hoursAvailable).toMatchObject({ opens: '08:00', closes: '18:00' });
});

test('testimonials: six five-star quotes with an accessible rating', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
  await expect(page.getByRole('main')).toContainText('9+');
});

test('an unknown path shows the not-found screen with a noindex tag', async ({ page }) => {
  await page.goto('/no-such-public-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle(`Page Not Found | ${BRAND}`);
  expect(await metaContent(page, 'name="robots"')).toBe('noindex, nofollow');
});
