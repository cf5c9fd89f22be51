import { useId, type ComponentProps } from 'react';

/** The honeypot's name: the API checks this body field (`honeypotFilled` in shared/src/schemas/common.ts). */
export const HONEYPOT_FIELD = 'website';

type HoneypotFieldProps = Omit<ComponentProps<'input'>, 'name' | 'type' | 'tabIndex' | 'autoComplete'> & {
  name?: typeof HONEYPOT_FIELD;
};

/**
 * The hidden `website` field every public form that posts to a honeypot-checking endpoint carries. People never
 * see or reach it (off screen, aria-hidden, out of the tab order, no autofill); a bot that fills it is answered
 * with a fake success. Spread react-hook-form's `register('website')` into it, or leave it uncontrolled and read
 * it with `honeypotValue` on submit. `id`: a fixed one for a form that is also an island (web/src/lib/islands), whose
 * render must give the prerendered page's ids, which `useId` does not (it depends on where the tree starts).
 */
export function HoneypotField({ id: fixedId, ...props }: HoneypotFieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input {...props} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** What the submitted form's honeypot holds ('' when empty or absent). */
export const honeypotValue = (form: HTMLFormElement): string => {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
};
