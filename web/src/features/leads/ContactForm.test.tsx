import { LEAD_MESSAGES } from '@cq/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { hiddenHoneypot } from '@/test/honeypot';
import { CONTACT_SUCCESS, ContactForm } from './ContactForm';

const renderForm = () =>
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Full Name *'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email Address *'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Message *'), 'We need a mock inspection before our PAI.');
}

describe('ContactForm', () => {
  it('validates on submit with the spec messages and focuses the first invalid field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send It Securely' }));
    expect(await screen.findByText(LEAD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveFocus();
    expect(screen.getByLabelText('Full Name *')).toHaveAccessibleDescription(LEAD_MESSAGES.nameRequired);
    // Then on change.
    await userEvent.type(screen.getByLabelText('Full Name *'), 'A');
    expect(screen.queryByText(LEAD_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('sends, toasts and resets', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send It Securely' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => url === '/api/contact-messages',
    );
    expect(call).toBeDefined();
    const init = call![1];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'We need a mock inspection before our PAI.',
    });
    await waitFor(() => expect(screen.getByLabelText('Full Name *')).toHaveValue(''));
  });

  it('sends a filled honeypot, which the API answers with its usual success', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderForm();
    const honeypot = hiddenHoneypot(container);
    await fillValid();
    fireEvent.input(honeypot, { target: { value: 'https://spam.example' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send It Securely' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    const [, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => url === '/api/contact-messages',
    )!;
    expect(JSON.parse(init.body as string)).toMatchObject({ website: 'https://spam.example' });
  });

  it('maps server field messages onto the fields and keeps the text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'Please correct the highlighted fields.',
              fields: { email: 'Invalid email address' },
            }),
            { status: 400 },
          ),
      ),
    );
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send It Securely' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Email Address *')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Email Address *')).toHaveFocus();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
  });

  it('shows the generic message on a server failure and the network message when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Mailbox unavailable"}', { status: 500 })),
    );
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send It Securely' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send It Securely' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(screen.getByLabelText('Message *')).toHaveValue('We need a mock inspection before our PAI.');
  });
});
