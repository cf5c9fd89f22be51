import { render } from '@testing-library/react';
import { describe, it, vi } from 'vitest';
import { hiddenHoneypot } from '@/test/honeypot';
import { IntakeForm } from './IntakeForm';

describe('IntakeForm', () => {
  it('carries the hidden honeypot the consultation-request endpoint checks', () => {
    const { container } = render(<IntakeForm onSubmitted={vi.fn()} />);
    hiddenHoneypot(container);
  });
});
