import { expect } from 'vitest';

/** The form's `website` honeypot input, after checking it is the hidden one HoneypotField renders. */
export function hiddenHoneypot(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[name="website"]');
  expect(input).not.toBeNull();
  expect(input).toHaveAttribute('tabindex', '-1');
  expect(input).toHaveAttribute('autocomplete', 'off');
  expect(input!.closest('[aria-hidden="true"]')).not.toBeNull();
  return input!;
}
