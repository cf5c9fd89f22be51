import { useQuery } from '@tanstack/react-query';
import { Activity, ClipboardList, DatabaseBackup, ExternalLink, RefreshCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '@cq/shared/admin/schemas';
import { ACTIVE_AUDIT_STATUSES, AUDIT_STATUS_LABELS } from '@cq/shared/audits/rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { formatUtcTimestamp } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { BACKUP_SCHEDULE, HEALTH_TONE, plural, timeAgo, UPTIME_TARGET } from './display';
import { ColumnHeaders } from '@/components/ui/column-headers';

/** What counts as active, as the dashboard counts it: 'Draft, Scheduled or In Progress'. */
const ACTIVE_STATUSES_TEXT = ACTIVE_AUDIT_STATUSES.map((s) => AUDIT_STATUS_LABELS[s])
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

const TONE_CLASSES = {
  success: 'bg-success-surface text-success',
  warning: 'bg-warning-surface text-warning-foreground',
  destructive: 'bg-danger-surface text-destructive',
} as const;

function StatCard({ label, icon: Icon, children }: { label: string; icon: typeof Users; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </div>
      {children}
    </Card>
  );
}

function StatsSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <span className="sr-only">Loading statistics…</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="grid gap-3 p-5" data-testid="stat-skeleton">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-32" />
        </Card>
      ))}
    </div>
  );
}

function StatsCards({ stats }: { stats: AdminStats }) {
  const { health } = stats;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Users" icon={Users}>
        <p className="text-3xl font-bold">{stats.totalUsers.toLocaleString('en-US')}</p>
        <p className="text-xs text-muted-foreground">Signed-up accounts</p>
      </StatCard>
      <StatCard label="Active Audits" icon={ClipboardList}>
        <p className="text-3xl font-bold">{stats.activeAudits.toLocaleString('en-US')}</p>
        <p className="text-xs text-muted-foreground">{ACTIVE_STATUSES_TEXT}, all users</p>
      </StatCard>
      <StatCard label="System Health" icon={Activity}>
        <p>
          <span
            className={cn(
              'inline-flex rounded-full px-3 py-1 text-lg font-bold',
              TONE_CLASSES[HEALTH_TONE[stats.systemHealth]],
            )}
          >
            {stats.systemHealth}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {plural(health.errorLogsLastHour, 'error report')} and {plural(health.serverErrorsLastHour, 'server error')}{' '}
          in the last hour
        </p>
      </StatCard>
      <StatCard label="Last Backup" icon={DatabaseBackup}>
        {stats.lastBackup ? (
          <>
            <p className="text-2xl font-bold">{timeAgo(stats.lastBackup)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={stats.lastBackup}>{formatUtcTimestamp(stats.lastBackup)}</time>
            </p>
          </>
        ) : (
          <>
            <p className="text-2xl font-bold">None yet</p>
            <p className="text-xs text-muted-foreground">No restorable backup has been recorded.</p>
          </>
        )}
      </StatCard>
    </div>
  );
}

/** The figures behind the health verdict and the thresholds it is judged by, with the §9 service copy. */
function SystemMonitoring({ stats }: { stats: AdminStats }) {
  const { health } = stats;
  const rows = [
    { label: 'Error reports from browsers', value: health.errorLogsLastHour, key: 'errorLogs' as const },
    { label: 'API server errors (5xx)', value: health.serverErrorsLastHour, key: 'serverErrors' as const },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>System Monitoring</CardTitle>
        <CardDescription>
          Since <time dateTime={health.windowStart}>{formatUtcTimestamp(health.windowStart)}</time>. Degraded or Down as
          soon as either figure reaches its threshold.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="overflow-x-auto" role="region" aria-label="Health figures" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <ColumnHeaders
              columns={['Last hour', 'Count', 'Degraded at', 'Down at']}
              className="text-muted-foreground"
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 font-semibold">{row.value}</td>
                  <td className="py-2 pr-4">{health.thresholds.degraded[row.key]}</td>
                  <td className="py-2">{health.thresholds.down[row.key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="grid content-start gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Service level</dt>
            <dd className="font-semibold">{UPTIME_TARGET}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Backups</dt>
            <dd className="font-semibold">{BACKUP_SCHEDULE}</dd>
          </div>
          {stats.dashboardUrl && (
            <div>
              <dt className="text-muted-foreground">Metrics</dt>
              <dd>
                <a
                  href={stats.dashboardUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
                >
                  CloudWatch dashboard
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Overview: the four stats of `GET /api/admin/stats` (all computed by the API) and the monitoring behind them. */
export function OverviewPanel() {
  const stats = useQuery(apiQuery('GET /api/admin/stats'));
  return (
    <section aria-labelledby="admin-overview" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-overview" className="text-xl font-semibold">
          Overview
        </h2>
        <Button
          variant="outline"
          size="sm"
          loading={stats.isFetching}
          disabled={stats.isPending}
          onClick={() => void stats.refetch()}
        >
          {!stats.isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
          {stats.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <FormAlert>The statistics could not be loaded. Try Refresh.</FormAlert>
      ) : (
        <>
          <StatsCards stats={stats.data} />
          <SystemMonitoring stats={stats.data} />
        </>
      )}
    </section>
  );
}
