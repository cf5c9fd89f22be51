import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

export const GET_STARTED_TIPS: readonly { title: string; detail: string }[] = [
  {
    title: 'Share your timeline',
    detail: 'Upcoming sponsor audits, inspections, database locks or submissions set the pace of the plan.',
  },
  {
    title: 'Gather what you already have',
    detail: 'Your SOP index, recent audit or monitoring findings and any open CAPAs are enough to start.',
  },
  {
    title: 'Name the people involved',
    detail: 'Tell us who owns quality, operations and the TMF so we include the right voices from day one.',
  },
  {
    title: 'Bring your hardest question',
    detail: 'The issue that keeps you up at night is usually where the first call is most useful.',
  },
];

/** Get Started tips list: how to make the most of a first call. */
export function GetStartedTips({
  className,
  title = 'Get started: making the most of your first call',
}: {
  className?: string;
  title?: string;
}) {
  return (
    <section
      aria-labelledby="get-started-title"
      className={cn('rounded-2xl border border-border bg-background p-6 sm:p-8', className)}
    >
      <h2 id="get-started-title" className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-2">
        {GET_STARTED_TIPS.map((tip) => (
          <li key={tip.title} className="flex gap-3">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <div>
              <p className="font-medium">{tip.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{tip.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
