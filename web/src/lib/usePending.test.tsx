import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { usePending } from './usePending';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function Moves({ save, back, submit }: { save: () => Promise<void>; back: () => Promise<void>; submit: () => void }) {
  const pending = usePending<'save' | 'back'>();
  return (
    <form
      onSubmit={pending.guard(async (event: FormEvent) => {
        event.preventDefault();
        submit();
        await save();
      }, 'save')}
    >
      <Button onClick={pending.guard(back, 'back')} loading={pending.running === 'back'} disabled={pending.busy}>
        Back
      </Button>
      <Button type="submit" loading={pending.running === 'save'}>
        Save
      </Button>
    </form>
  );
}

describe('usePending', () => {
  it('runs one action of the group at a time, from the first event on, and frees it when it settles', async () => {
    const request = deferred();
    const save = vi.fn(() => request.promise);
    const back = vi.fn(() => Promise.resolve());
    const submit = vi.fn();
    render(<Moves save={save} back={back} submit={submit} />);
    const saveButton = screen.getByRole('button', { name: 'Save' });
    const form = saveButton.closest('form')!;

    // A double submit (double click, Enter twice) before any re-render: one request; the refused one is not sent
    // as a page load either.
    fireEvent.submit(form);
    const second = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form.dispatchEvent(second));
    expect(second.defaultPrevented).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(saveButton).toBeDisabled();
    expect(saveButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).not.toHaveBeenCalled();

    await act(async () => request.resolve());
    expect(saveButton).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
