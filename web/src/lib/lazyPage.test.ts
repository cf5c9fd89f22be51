import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Page = () => null;
const Other = () => null;

describe('lazyPage', () => {
  it('loads nothing until the route asks, then gives the default export as the Component', async () => {
    const load = vi.fn(async () => ({ default: Page, Other }));
    const lazy = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy()).resolves.toEqual({ Component: Page });
    expect(load).toHaveBeenCalledOnce();
  });

  it('takes a named export when one is given', async () => {
    await expect(lazyPage(async () => ({ default: Page, Other }), 'Other')()).resolves.toEqual({ Component: Other });
  });
});
