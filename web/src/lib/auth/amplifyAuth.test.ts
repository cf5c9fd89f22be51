import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '@/test/browser';
import { configure } from './amplifyAuth';

describe('configure', () => {
  it("names the local proxy's endpoint without Amplify's custom-endpoint warning, and hides nothing else", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What a bare configure with the local endpoint prints.
    const { userPoolId, userPoolClientId, userPoolEndpoint } = TEST_CONFIG.auth;
    Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint } } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/custom Amazon Amazon Cognito User Pool endpoint/));
    warn.mockClear();

    configure(TEST_CONFIG);
    expect(warn).not.toHaveBeenCalled();
    // The logger's level is back where it was: Amplify's other warnings still show.
    expect(ConsoleLogger.LOG_LEVEL).toBeNull();
    new ConsoleLogger('Auth').warn('another warning');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Auth - another warning$/));
  });
});
