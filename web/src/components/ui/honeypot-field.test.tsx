import { fireEvent, render } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hiddenHoneypot } from '@/test/honeypot';
import { HoneypotField, honeypotValue } from './honeypot-field';

describe('HoneypotField', () => {
  it('is a `website` input people never see, reach or autofill', () => {
    const { container } = render(<HoneypotField />);
    const input = hiddenHoneypot(container);
    expect(input).toHaveAttribute('type', 'text');
    expect(input.closest('[aria-hidden="true"]')).toHaveClass('absolute', '-left-[10000px]');
    expect(container.querySelector(`label[for="${input.id}"]`)).toHaveTextContent('Website');
  });

  it('gives the submitted form its value', () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return honeypotValue(event.currentTarget);
    });
    const { container } = render(
      <form onSubmit={onSubmit}>
        <HoneypotField />
      </form>,
    );
    const form = container.querySelector('form')!;
    fireEvent.submit(form);
    expect(onSubmit).toHaveLastReturnedWith('');
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    fireEvent.submit(form);
    expect(onSubmit).toHaveLastReturnedWith('https://spam.example');
  });
});
