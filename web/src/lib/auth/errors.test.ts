import { describe, expect, it } from 'vitest';
import { authErrorMessage, SIGN_IN_INCOMPLETE, type AuthStep } from './errors';

/** An error as Amplify raises it for a Cognito answer: the `__type` as name, the service's text as message. */
const cognito = (name: string, message = `raw service text for ${name}`) => Object.assign(new Error(message), { name });

const STEPS: AuthStep[] = ['signIn', 'signUp', 'confirmSignUp', 'resendCode', 'resetPassword', 'confirmResetPassword'];

describe('authErrorMessage', () => {
  it('never shows an emulator or SDK text, whatever the error and step', () => {
    const raw = [
      // cognito-local's answer for a call it lacks (Amplify keeps the part after '#' as the name).
      cognito('Unsupported', 'Cognito Local unsupported feature: Unsupported x-amz-target header "X"'),
      cognito('UnknownError', 'Unknown error'),
      cognito('InternalErrorException', 'An internal error occurred'),
      cognito('Error', '1 validation error detected: Value at username failed to satisfy constraint'),
      cognito('constructor', 'prototype names are not messages'),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      { message: 'a plain object with a message' },
      'a string',
      null,
    ];
    for (const error of raw) {
      for (const step of [...STEPS, undefined]) {
        const message = authErrorMessage(error, step);
        expect(message).not.toMatch(
          /raw service|Cognito Local|Unknown error|internal error|validation|prototype|Cannot read|plain object|a string/,
        );
        expect(message).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it('says what failed for anything it does not recognise', () => {
    const unknown = cognito('Unsupported', 'Cognito Local unsupported feature');
    expect(authErrorMessage(unknown, 'resendCode')).toBe(
      'We could not send a new code. Please try again in a few minutes.',
    );
    expect(authErrorMessage(unknown, 'signUp')).toBe('We could not create your account. Please try again.');
    expect(authErrorMessage(unknown, 'confirmSignUp')).toBe('We could not confirm your email. Please try again.');
    expect(authErrorMessage(unknown, 'signIn')).toBe('We could not sign you in. Please try again.');
    expect(authErrorMessage(unknown, 'resetPassword')).toBe(
      'We could not send a reset code. Please try again in a few minutes.',
    );
    expect(authErrorMessage(unknown, 'confirmResetPassword')).toBe(
      'We could not reset your password. Please try again.',
    );
    expect(authErrorMessage(unknown)).toBe('Something went wrong. Please try again.');
  });

  it.each([
    ['UsernameExistsException', 'signUp', 'An account with this email already exists. Try signing in instead.'],
    ['CodeMismatchException', 'confirmSignUp', 'That code is not correct. Check the email we sent and try again.'],
    ['ExpiredCodeException', 'confirmSignUp', 'That code has expired. Request a new one.'],
    ['LimitExceededException', 'resendCode', 'Too many attempts. Please wait a few minutes and try again.'],
    ['TooManyRequestsException', 'signIn', 'Too many attempts. Please wait a few minutes and try again.'],
    ['TooManyFailedAttemptsException', 'confirmSignUp', 'Too many attempts. Please wait a few minutes and try again.'],
    [
      'InvalidPasswordException',
      'signUp',
      'That password does not meet the requirements: at least 12 characters, with an uppercase letter, a lowercase letter, a number and a symbol.',
    ],
    ['NotAuthorizedException', 'signIn', 'Incorrect email or password.'],
    ['UserNotFoundException', 'signIn', 'Incorrect email or password.'],
    // cognito-local's answer for a wrong password: never hint which field was wrong.
    ['InvalidPasswordException', 'signIn', 'Incorrect email or password.'],
    // Cognito's answer to a resend for an account that is already confirmed.
    [
      'InvalidParameterException',
      'resendCode',
      'This account is already confirmed. Sign in with your email and password.',
    ],
    [
      'UserNotFoundException',
      'resendCode',
      'We could not find an account with that email. Check it, or create an account.',
    ],
    [
      'NotAuthorizedException',
      'confirmSignUp',
      'We could not confirm this account. If it is already confirmed, sign in instead.',
    ],
    [
      'CodeDeliveryFailureException',
      'resendCode',
      'We could not send the email with your code. Please try again in a few minutes.',
    ],
    [
      'UserNotFoundException',
      'confirmResetPassword',
      'That code is not correct. Check the email we sent and try again.',
    ],
    ['NetworkError', 'signIn', 'We could not reach the sign-in service. Check your connection and try again.'],
    [SIGN_IN_INCOMPLETE, 'signIn', 'Your account is ready. Please sign in to continue.'],
    ['EmptyresendSignUpCodeUsername', 'resendCode', 'Please fill in every field.'],
    ['EmptySignInPassword', 'signIn', 'Enter your password.'],
  ] as const)('%s during %s: %s', (name, step, message) => {
    expect(authErrorMessage(cognito(name), step)).toBe(message);
  });

  it('treats a fetch that never reached the service as a network problem', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'resendCode')).toBe(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
  });
});
