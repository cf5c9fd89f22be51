import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubFetch } from '@/test/browser';
import { BrandLink, LOGO_RETRY_DELAYS_MS, LOGO_SRC } from './BrandLink';

describe('BrandLink logo', () => {
  it('reports a failed logo load and retries with backoff, then stops', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch();
    const { container } = render(
      <MemoryRouter>
        <BrandLink />
      </MemoryRouter>,
    );
    const img = () => container.querySelector('img')!;
    expect(img()).toHaveAttribute('src', LOGO_SRC);

    fireEvent.error(img());
    const reports = () => callsTo(fetchMock, '/api/error-logs').map((c) => c.body as { error_type: string });
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({ error_type: 'image' });

    await act(() => vi.advanceTimersByTimeAsync(LOGO_RETRY_DELAYS_MS[0]));
    expect(img()).toHaveAttribute('src', `${LOGO_SRC}?retry=1`);
    fireEvent.error(img());
    await act(() => vi.advanceTimersByTimeAsync(LOGO_RETRY_DELAYS_MS[1]));
    expect(img()).toHaveAttribute('src', `${LOGO_SRC}?retry=2`);
    fireEvent.error(img());
    expect(reports()).toHaveLength(3);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link')).toHaveTextContent('Clarity Clinical QA');
  });
});
