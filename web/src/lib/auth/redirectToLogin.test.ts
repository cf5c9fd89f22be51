import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocation } from '@/test/browser';
import { getToast, markToasterShown, resetToastsForTests } from '@/lib/toast';
import { redirectToLogin } from './redirectToLogin';

describe('redirectToLogin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToastsForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts its 500 ms from when the toast can be seen, not from when it was raised', async () => {
    const { assign } = stubLocation('http://127.0.0.1/admin');
    const cancel = redirectToLogin('/admin');
    expect(getToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    await vi.advanceTimersByTimeAsync(1000); // the toaster is still loading
    expect(assign).not.toHaveBeenCalled();
    markToasterShown();
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fadmin');
    cancel();
  });

  it('never waits on a toaster that does not load for more than 3 s, and can be cancelled', async () => {
    const { assign } = stubLocation('http://127.0.0.1/audits');
    redirectToLogin('/audits');
    await vi.advanceTimersByTimeAsync(3500);
    expect(assign).toHaveBeenCalledWith('/api/login?next=%2Faudits');

    resetToastsForTests();
    assign.mockClear();
    const cancel = redirectToLogin('/audits');
    markToasterShown();
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(assign).not.toHaveBeenCalled();
  });
});
