import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeFakeSession } from '@/test/browser';
import { hasStoredSession } from './session';

/** public/session-hint.js, run as the browser runs it: a classic script in <head>. */
// Vitest runs from the repository root.
const hintScript = readFileSync(path.resolve(process.cwd(), 'web/public/session-hint.js'), 'utf8');
const runHint = () => {
  delete document.documentElement.dataset.session;
  new Function(hintScript)();
  return document.documentElement.dataset.session;
};

afterEach(() => {
  delete document.documentElement.dataset.session;
});

describe('a stored session, before the app knows its config', () => {
  it('is none in a fresh browser, for the app and for the head script alike', () => {
    window.localStorage.setItem('unrelated', 'x');
    window.localStorage.setItem('CognitoIdentityServiceProvider.abc.LastAuthUserX', 'x');
    expect(hasStoredSession()).toBe(false);
    expect(runHint()).toBeUndefined();
  });

  it('is found after a sign-in (the key Amplify writes), for the app and for the head script alike', () => {
    storeFakeSession();
    expect(hasStoredSession()).toBe(true);
    expect(runHint()).toBe('stored');
  });

  it('is found for any app client, not only the configured one', () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.7abc123def.LastAuthUser', 'someone');
    expect(hasStoredSession()).toBe(true);
    expect(runHint()).toBe('stored');
  });
});
