import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChatLauncher } from '@/features/chat';
import { PlainSiteNav, useSiteNav } from '@/lib/islands/siteNav';
import { ISLANDS } from '@/islandRegistry';
import { navLinkClass } from './navLinkClass';
import { PublicMobileMenu } from './PublicMobileMenu';
import { RouterSiteNav } from './RouterSiteNav';

/** What the app prerenders (PublicLayout for a visitor without a session), under the router. */
const inApp = (path: string, children: ReactNode) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <RouterSiteNav>{children}</RouterSiteNav>
    </MemoryRouter>,
  );

/** What an island renders on that page: no router, the page's path (web/src/lib/islands/hydrateIsland.tsx). */
async function asIsland(name: string, path: string) {
  const Island = await ISLANDS[name]!();
  return renderToString(
    <PlainSiteNav pathname={path}>
      <Island />
    </PlainSiteNav>,
  );
}

/** The side sheet's links: what the router's NavLink renders and what a plain one does. */
function SheetLinks() {
  const { NavLink } = useSiteNav();
  return (
    <>
      {['/', '/careers', '/careers/apply', '/pricing'].map((to) => (
        <NavLink key={to} to={to} end={to === '/'} className={navLinkClass}>
          {to}
        </NavLink>
      ))}
    </>
  );
}

describe('islands render what the app prerendered (hydration without a mismatch)', () => {
  for (const path of ['/', '/careers', '/pricing']) {
    it(`the menu on ${path}`, async () => {
      expect(await asIsland('menu', path)).toBe(inApp(path, <PublicMobileMenu signedIn={false} />));
    });

    it(`the chat launcher on ${path}`, async () => {
      expect(await asIsland('chat', path)).toBe(inApp(path, <ChatLauncher />));
    });

    it(`plain links are marked as the router's on ${path}`, () => {
      const plain = renderToString(
        <PlainSiteNav pathname={path}>
          <SheetLinks />
        </PlainSiteNav>,
      );
      expect(plain).toBe(inApp(path, <SheetLinks />));
    });
  }
});

/** The markup inside an island's root on the page as the build prerenders it (web/src/entry-server.tsx). */
async function prerenderedIsland(path: string, name: string): Promise<string> {
  const { render } = await import('@/entry-server');
  const { html } = await render(path, 'https://example.test');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const island = page.querySelector(`[data-island="${name}"]`);
  if (!island) throw new Error(`no island ${name} on ${path}`);
  return island.innerHTML;
}

/** The island's own render, through the same DOM serialisation. */
async function islandMarkup(name: string, path: string): Promise<string> {
  const element = document.createElement('div');
  element.innerHTML = await asIsland(name, path);
  return element.innerHTML;
}

describe("the forms' islands render what the prerendered page holds, ids included", () => {
  for (const [name, path] of [
    ['contact', '/contact'],
    ['intake', '/intake-form'],
    ['apply', '/careers/apply'],
    ['newsletter', '/resources'],
  ] as const) {
    it(`${name} on ${path}`, async () => {
      const prerendered = await prerenderedIsland(path, name);
      expect(prerendered).toContain('<form');
      expect(await islandMarkup(name, path)).toBe(prerendered);
    }, 30_000);
  }
});

describe("the page controls' islands render what the prerendered page holds, fixed ids included", () => {
  for (const [name, path, control] of [
    ['faq', '/faq', 'aria-controls="faq-1-panel"'],
    ['services', '/services', 'aria-controls="service-gcp-audit-support-panel"'],
    ['resources', '/resources', 'id="resource-search"'],
    ['subscriptions', '/subscriptions', 'aria-label="Billing period"'],
  ] as const) {
    it(`${name} on ${path}`, async () => {
      const prerendered = await prerenderedIsland(path, name);
      expect(prerendered).toContain(control);
      expect(await islandMarkup(name, path)).toBe(prerendered);
    }, 30_000);
  }
});

describe('the scheduling banner island', () => {
  it('renders nothing at first on /, as prerendered (an empty root)', async () => {
    expect(await prerenderedIsland('/', 'calendly')).toBe('');
    expect(await islandMarkup('calendly', '/')).toBe('');
  }, 30_000);
});
