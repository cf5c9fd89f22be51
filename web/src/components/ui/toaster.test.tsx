import { act, render, screen } from '@testing-library/react';
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
