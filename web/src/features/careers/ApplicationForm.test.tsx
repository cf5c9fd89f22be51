import { CAREERS_MESSAGES } from '@cq/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hiddenHoneypot } from '@/test/honeypot';
import { ApplicationForm } from './ApplicationForm';

const JOB = '3f6c2a1e-8b4d-4c9a-9e2f-1a7b5d0c4e81';

describe('ApplicationForm', () => {
  it('shows success without a request when the honeypot is filled, even with nothing else filled', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onSubmitted = vi.fn();
    const { container } = render(<ApplicationForm jobId={JOB} onSubmitted={onSubmitted} />);
    const honeypot = hiddenHoneypot(container);
    honeypot.value = 'https://spam.example';
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the required-fields message and focuses the first empty field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ApplicationForm jobId={null} onSubmitted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAREERS_MESSAGES.required);
    expect(screen.getByLabelText('Full Name *')).toHaveFocus();
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server error text and keeps the entries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Mailbox unavailable' }), { status: 500 })),
    );
    render(<ApplicationForm jobId={null} onSubmitted={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Full Name *'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Email *'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Resume link *'), 'https://example.com/cv.pdf');
    await userEvent.type(screen.getByLabelText('Cover letter *'), 'I audit things.');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mailbox unavailable');
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Grace Hopper');
  });
});
