import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens a dialog from the keyboard (focus on its opener, Enter), closes it with Escape, and expects focus back. */
export async function expectFocusBackAfterEscape(opener: HTMLElement, dialogName: string): Promise<void> {
  opener.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
}
