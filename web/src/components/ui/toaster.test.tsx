import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('toast', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes after 5000 ms', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('labels the region with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });

  it('shows an action link that routes in the app on a plain click and closes the toast', () => {
    const navigate = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Error',
          description: 'Limit reached',
          variant: 'destructive',
          action: { label: 'Upgrade', href: '/subscribe', altText: 'Upgrade from the account menu', navigate },
        }),
    );
    const link = screen.getByRole('link', { name: 'Upgrade' });
    expect(link).toHaveAttribute('href', '/subscribe');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/subscribe');
    expect(screen.queryByText('Limit reached')).not.toBeInTheDocument();
  });

  it('a stale dismiss does not close the toast that replaced it', () => {
    render(<Toaster />);
    let first!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: 'Old' });
    });
    act(() => void toast({ title: 'New' }));
    act(() => first.dismiss());
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
