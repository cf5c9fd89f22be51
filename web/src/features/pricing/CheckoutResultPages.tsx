import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

function Result({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {icon}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3 text-lg text-muted-foreground">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

export function CheckoutSuccessPage() {
  return (
    <Result
      icon={<CheckCircle2 className="size-14 text-success" aria-hidden="true" />}
      title="Thanks—subscription active!"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/resources">Browse Resources</Link>
          </Button>
        </>
      }
    >
      <p>Your receipt has been emailed to you. Your subscription is ready to use.</p>
    </Result>
  );
}

export function CheckoutCancelPage() {
  return (
    <Result
      icon={<XCircle className="size-14 text-muted-foreground" aria-hidden="true" />}
      title="Checkout canceled"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/pricing">Try Again</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </>
      }
    >
      <p>No charge was made. You can pick a plan again whenever you are ready.</p>
    </Result>
  );
}
