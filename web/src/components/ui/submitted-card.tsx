import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card, CardContent } from './card';

/**
 * What a public form shows in its place once sent ("Thank You!", "Application Received!"): the page scrolls to
 * the top and the heading takes focus, so a screen reader announces the outcome where the form was.
 */
export function SubmittedCard({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardContent className="grid justify-items-center gap-4 py-12">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        <p className="max-w-md text-muted-foreground">{children}</p>
        {action}
      </CardContent>
    </Card>
  );
}
