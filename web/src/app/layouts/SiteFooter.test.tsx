import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './SiteFooter';

const footer = (
  <MemoryRouter>
    <SiteFooter />
  </MemoryRouter>
);

describe('SiteFooter', () => {
  it("reads '© 2019–' and the viewer's current year", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    render(footer);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2019–2031 Clarity Clinical QA, LLC. All rights reserved.',
    );
  });

  it('hydrates a page prerendered in an earlier year without a mismatch, then shows the current year', async () => {
    // Prerendered at build time (this year), viewed three years later.
    const built = new Date().getFullYear();
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer);
    document.body.append(container);
    expect(container).toHaveTextContent(`© 2019–${built}`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(built + 3, 0, 1));
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, footer, { onRecoverableError }));
    expect(container).toHaveTextContent(`© 2019–${built + 3}`);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
