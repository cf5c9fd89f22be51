import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hiddenHoneypot } from '@/test/honeypot';
import { NewsletterSignup } from './NewsletterSignup';

const renderBox = () => render(<NewsletterSignup source="insights" title="Newsletter" description="Monthly." />);

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) => {
  const [, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
    ([url]) => url === '/api/newsletter-subscriptions',
  )!;
  return JSON.parse(init.body as string) as Record<string, unknown>;
};

describe('NewsletterSignup', () => {
  it('sends the address and source, without a blank honeypot', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderBox();
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(sentBody(fetchMock)).toEqual({ email: 'ada@example.com', source: 'insights' });
  });

  it('renders the hidden honeypot and sends it when filled', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderBox();
    const honeypot = hiddenHoneypot(container);
    fireEvent.input(honeypot, { target: { value: 'https://spam.example' } });
    await userEvent.type(screen.getByLabelText('Email address'), 'bot@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(sentBody(fetchMock)).toEqual({
      email: 'bot@example.com',
      source: 'insights',
      website: 'https://spam.example',
    });
  });
});
