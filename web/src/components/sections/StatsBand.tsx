import { cn } from '@/lib/cn';

export interface Stat {
  value: string;
  label: string;
}

/** A row of headline figures (500+ audits completed, ...). */
export function StatsBand({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid gap-6 sm:grid-cols-3', className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col-reverse rounded-2xl border border-border bg-background p-6 text-center shadow-sm"
        >
          <dt className="text-sm font-medium text-muted-foreground">{s.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-primary">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
