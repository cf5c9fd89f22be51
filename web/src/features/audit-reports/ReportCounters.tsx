import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, ClipboardCheck, Clock, FileText, type LucideIcon } from 'lucide-react';
import { REPORT_STATUS_LABELS } from '@cq/shared/reports/rules';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { cn } from '@/lib/cn';

function Counter({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number | null;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        {value === null ? <Skeleton className="mb-1 h-7 w-10" /> : <p className="text-2xl font-bold">{value}</p>}
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

/**
 * The report counters of the workspace (spec §2, §9): total, in progress, under review, High Risk (score above 75)
 * and completed, so every status but draft has its card. The API keeps them with every report write
 * (`GET /api/report-counts`), so they count every report, not only the pages of the list that are loaded.
 */
export function ReportCounters() {
  const { data: counters } = useQuery(apiQuery('GET /api/report-counts'));
  return (
    <section aria-label="Report counts" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-5">
      <Counter
        label="Total Reports"
        value={counters?.total ?? null}
        icon={FileText}
        tone="bg-secondary text-secondary-foreground"
      />
      <Counter
        label="In Progress"
        value={counters?.inProgress ?? null}
        icon={Clock}
        tone="bg-warning-surface text-warning-foreground"
      />
      <Counter
        label={REPORT_STATUS_LABELS.review}
        value={counters?.underReview ?? null}
        icon={ClipboardCheck}
        tone="bg-muted text-primary"
      />
      <Counter
        label="High Risk"
        value={counters?.highRisk ?? null}
        icon={AlertTriangle}
        tone="bg-danger-surface text-destructive"
      />
      <Counter
        label="Completed"
        value={counters?.completed ?? null}
        icon={CheckCircle2}
        tone="bg-success-surface text-success"
      />
    </section>
  );
}
