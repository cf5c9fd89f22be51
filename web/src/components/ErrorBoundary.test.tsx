import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, flushPromises, jsonResponse, stubFetch, stubLocation } from '@/test/browser';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render exploded');
}

describe('ErrorBoundary', () => {
  it('shows the fallback and reports the render variant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { assign, reload } = stubLocation('http://localhost:3000/audits?x=1');
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/our team has been notified/i)).toBeInTheDocument();

    await flushPromises();
    const [report] = callsTo(fetchMock, '/api/error-logs');
    expect(report!.body).toMatchObject({
      context: 'ErrorBoundary',
      error: 'render exploded',
      url: 'http://localhost:3000/audits?x=1',
      userAgent: navigator.userAgent,
    });
    const body = report!.body as Record<string, string>;
    expect(body.stack).toContain('render exploded');
    expect(body.componentStack).toContain('Broken');
    expect(Object.keys(body).sort()).toEqual([
      'componentStack',
      'context',
      'error',
      'stack',
      'timestamp',
      'url',
      'userAgent',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('renders children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
