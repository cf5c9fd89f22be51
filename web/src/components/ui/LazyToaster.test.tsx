import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from './LazyToaster';
import { resetToastsForTests, toast } from '@/lib/toast';

describe('LazyToaster', () => {
  afterEach(() => act(() => resetToastsForTests()));

  it('loads nothing until it is needed', () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('mounts the toaster when the first toast is raised', async () => {
    render(<LazyToaster />);
    act(() => void toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });

  it('mounts it on F8 and moves focus into the notification region', async () => {
    render(<LazyToaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    const region = await screen.findByRole('region', { name: /F8/ });
    await act(async () => undefined);
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
