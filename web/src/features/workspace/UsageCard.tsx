import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { nearLimit, USAGE_ALERT_TEXT } from '@cq/shared/progress/plans';
import type { UsageStats } from '@cq/shared/progress/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { usageText } from './UsageCounter';

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const warn = nearLimit(used, limit);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          {warn && <AlertTriangle className="size-4 text-warning-foreground" aria-label="Warning" />}
          {label}
        </span>
        <span className="text-muted-foreground">
          {usageText(used, limit)}
          {limit === null && <span className="sr-only"> (unlimited)</span>}
        </span>
      </div>
      <ProgressBar
        label={`${label} used`}
        value={limit === null ? 0 : limit === 0 ? 100 : (used / limit) * 100}
        indicatorClassName={warn ? 'bg-[#eab308]' : undefined}
      />
    </div>
  );
}

/** The usage card (spec §2, §9): audits and Quala this month, with the Usage Alert at 80 % of a limit. */
export function UsageCard({ showUpgrade }: { showUpgrade: boolean }) {
  const { data, isError } = useQuery(apiQuery('GET /api/usage/stats'));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Usage This Month</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data ? (
          <UsageRows usage={data} />
        ) : isError ? (
          <p className="text-sm text-destructive">Usage could not be loaded.</p>
        ) : (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading usage…</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        )}
        {showUpgrade && (
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link to="/subscribe">Upgrade for unlimited</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function UsageRows({ usage }: { usage: UsageStats }) {
  const alert =
    nearLimit(usage.audits.used, usage.audits.limit) ||
    nearLimit(usage.qualaInteractions.used, usage.qualaInteractions.limit);
  return (
    <>
      <UsageRow label="Audits" used={usage.audits.used} limit={usage.audits.limit} />
      <UsageRow label="Quala interactions" used={usage.qualaInteractions.used} limit={usage.qualaInteractions.limit} />
      {alert && (
        <div role="note" className="flex gap-2 rounded-md border border-[#facc15] bg-warning-surface p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
          <p className="text-warning-foreground">
            <strong className="font-semibold">Usage Alert</strong> {USAGE_ALERT_TEXT}
          </p>
        </div>
      )}
    </>
  );
}
