import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { SignUpPage } from './SignUpPage';

type CognitoAnswer = { status: number; body: unknown };

/** Stubs the Cognito endpoint (the local proxy's address in the test config) by x-amz-target. */
function stubCognito(answers: Record<string, (input: Record<string, unknown>) => CognitoAnswer>) {
  const calls: string[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (!url.includes('/cognito/')) return jsonResponse({}, 201);
    const target = String(new Headers(init?.headers).get('x-amz-target')).split('.').pop()!;
    calls.push(target);
    const answer = answers[target]?.(JSON.parse(String(init?.body ?? '{}')));
    if (!answer) throw new Error(`unexpected Cognito call ${target}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
    });
  });
  return { calls, fetchMock };
}

const SIGNED_UP = {
  status: 200,
  body: {
    UserConfirmed: false,
    UserSub: 'sub-1',
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'a***@e***' },
  },
};

async function signUpAs(email: string) {
  renderRoutes([{ path: '/sign-up', element: <SignUpPage /> }], '/sign-up');
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Lovelace-Audit-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(`We sent a verification code to ${email}. Enter it below.`)).toBeInTheDocument();
}

describe('sign-up confirmation: Send a new code', () => {
  it('says a new code was sent', async () => {
    const { calls } = stubCognito({
      SignUp: () => SIGNED_UP,
      ResendConfirmationCode: (input) => {
        expect(input).toMatchObject({ Username: 'ada@example.com', ClientId: 'testclient' });
        return { status: 200, body: { CodeDeliveryDetails: SIGNED_UP.body.CodeDeliveryDetails } };
      },
    });
    await signUpAs('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeInTheDocument();
    expect(calls).toEqual(['SignUp', 'ResendConfirmationCode']);
  });

  it("shows a plain message, never the emulator's text, when the service cannot resend", async () => {
    stubCognito({
      SignUp: () => SIGNED_UP,
      // What cognito-local answers for a call it lacks.
      ResendConfirmationCode: () => ({
        status: 500,
        body: {
          __type: 'CognitoLocal#Unsupported',
          message: 'Cognito Local unsupported feature: Unsupported x-amz-target header "ResendConfirmationCode"',
        },
      }),
    });
    await signUpAs('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send a new code. Please try again in a few minutes.',
    );
    expect(document.body).not.toHaveTextContent(/Cognito Local|x-amz-target|Unsupported/);
  });

  it('tells a user whose account is already confirmed to sign in', async () => {
    stubCognito({
      SignUp: () => SIGNED_UP,
      ResendConfirmationCode: () => ({
        status: 400,
        body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' },
      }),
    });
    await signUpAs('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is already confirmed. Sign in with your email and password.',
    );
  });

  it('maps a wrong code to a plain message', async () => {
    stubCognito({
      SignUp: () => SIGNED_UP,
      ConfirmSignUp: () => ({
        status: 400,
        body: { __type: 'CodeMismatchException', message: 'Incorrect confirmation code' },
      }),
    });
    await signUpAs('ada@example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not correct. Check the email we sent and try again.',
    );
    expect(document.body).not.toHaveTextContent('Incorrect confirmation code');
  });
});
