import { CalendarDays } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { startBooking } from './calendly';

/** Idle → 'Connecting...' (disabled, spinner) → idle; then the popup, the redirect mode or a new tab. */
export function BookingButton({
  children = 'Book Your Free Consultation',
  url,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading' | 'asChild'> & { children?: ReactNode; url?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await startBooking(url);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? (
        'Connecting...'
      ) : (
        <>
          <CalendarDays className="size-4" aria-hidden="true" />
          {children}
        </>
      )}
    </Button>
  );
}
