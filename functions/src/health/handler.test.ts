import { afterEach, describe, expect, it, vi } from 'vitest';
import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { invoke, useTestTable } from '../../test/harness';

useTestTable();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('GET /api/health', () => {
  it('asks the user pool at most once a minute per warm Lambda (a public route must not spend its quota)', async () => {
    // Only Date is faked: the SDK's own timers keep working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    // The SDK client's send, counted (and answered: the test's user pool endpoint is a closed port).
    const send = vi
      .spyOn(CognitoIdentityProviderClient.prototype, 'send')
      .mockImplementation(async () => ({ UserPool: { Id: 'local_test' } }));
    const describes = () => send.mock.calls.filter(([command]) => command instanceof DescribeUserPoolCommand).length;

    const [first, second] = await Promise.all([invoke('GET', '/api/health'), invoke('GET', '/api/health')]);
    const third = await invoke('GET', '/api/health');
    for (const res of [first, second, third]) expect(res.json).toEqual({ status: 'ok' });
    expect(describes()).toBe(1);

    vi.setSystemTime(new Date('2026-11-22T10:00:59Z'));
    await invoke('GET', '/api/health');
    expect(describes()).toBe(1);
    vi.setSystemTime(new Date('2026-11-22T10:01:00Z'));
    await invoke('GET', '/api/health');
    expect(describes()).toBe(2);
  });
});
