import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  ClipboardList,
  FileBarChart,
  LayoutTemplate,
  MessageCircle,
  Plus,
  CalendarPlus,
} from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findingsHref, OPEN_CRITICAL_FINDINGS } from '@cq/shared/findings/rules';
import { isPro } from '@cq/shared/progress/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { isPaymentReturn, PaymentReturn } from '@/features/billing';
import { MockInspectionCard } from '@/features/mock-inspection';
import { QualaWidget } from '@/features/quala';
import { useCurrentUser } from '@/features/session';
import {
  AuditCard,
  AuditCardSkeleton,
  BadgeList,
  CanWrite,
  ExportDataButton,
  ProgressCard,
  UsageCard,
} from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { usePageTitle } from '@/lib/usePageTitle';
import { OverviewRing } from './OverviewRing';
import { overviewRings } from './overview';

/** Spec §2: the dashboard shows the first 3 audits and the first 3 badges. */
export const RECENT_AUDITS = 3;
export const BADGES_SHOWN = 3;

function CriticalAlert() {
  const { data } = useQuery(apiQuery('GET /api/dashboard/stats'));
  const count = data?.openCriticalFindings ?? 0;
  if (count <= 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-danger-border bg-danger-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-destructive">Critical Findings Require Attention</h2>
          <p className="text-sm text-destructive">
            {count === 1 ? '1 critical finding is open.' : `${count} critical findings are open.`}
          </p>
        </div>
      </div>
      <Button asChild variant="destructive" size="sm" className="w-fit">
        {/* The findings the alert counts, filtered in the address: /findings?status=open&severity=critical. */}
        <Link to={findingsHref(OPEN_CRITICAL_FINDINGS)}>Review Findings</Link>
      </Button>
    </div>
  );
}

function AuditOverview() {
  const { data, isError } = useQuery(apiQuery('GET /api/dashboard/stats'));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Audit Overview</CardTitle>
      </CardHeader>
      <CardContent>
        {data ? (
          <>
            <div className="grid grid-cols-1 gap-6 min-[420px]:grid-cols-3">
              {overviewRings(data).map((ring) => (
                <OverviewRing key={ring.label} {...ring} />
              ))}
            </div>
            {/* Auditee answers submitted and waiting on an accept or a return (issue 20). */}
            <p className="mt-6 border-t border-border pt-4 text-sm">
              Responses to review: <strong>{data.responsesToReview}</strong>
            </p>
          </>
        ) : isError ? (
          <FormAlert>The overview could not be loaded.</FormAlert>
        ) : (
          <div role="status" className="grid grid-cols-3 gap-6">
            <span className="sr-only">Loading the overview…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="mx-auto size-28 rounded-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RecentAudits() {
  const audits = useQuery(apiQuery('GET /api/audits', { query: { limit: RECENT_AUDITS } }));
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-lg">Recent Audits</CardTitle>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to="/audits">View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {audits.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading audits…</span>
            {Array.from({ length: RECENT_AUDITS }, (_, i) => (
              <AuditCardSkeleton key={i} />
            ))}
          </div>
        ) : audits.isError ? (
          <FormAlert>Audits could not be loaded.</FormAlert>
        ) : audits.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="font-semibold">No audits yet</h3>
            <p className="text-sm text-muted-foreground">Create your first audit to see it here.</p>
            <CanWrite>
              <Button asChild>
                <Link to="/audits?new=1">
                  <Plus className="size-4" aria-hidden="true" /> Create Audit
                </Link>
              </Button>
            </CanWrite>
          </div>
        ) : (
          <ul className="grid gap-3">
            {audits.data.slice(0, RECENT_AUDITS).map((audit) => (
              <li key={audit.id}>
                <AuditCard audit={audit} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BadgesCard() {
  const badges = useQuery(apiQuery('GET /api/badges'));
  const count = badges.data?.length ?? 0;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-lg">Badges</CardTitle>
        {badges.data && <span className="text-sm text-muted-foreground">{count} earned</span>}
      </CardHeader>
      <CardContent className="grid gap-3">
        {badges.data ? (
          <>
            <BadgeList badges={badges.data} limit={BADGES_SHOWN} />
            {count > BADGES_SHOWN && (
              <Link to="/profile" className="text-sm font-medium text-accent hover:underline">
                View all {count} badges
              </Link>
            )}
          </>
        ) : badges.isError ? (
          <FormAlert>Badges could not be loaded.</FormAlert>
        ) : (
          <div role="status">
            <span className="sr-only">Loading badges…</span>
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** `writes`: a link to create something, left out for a viewer. */
const QUICK_LINKS = [
  { to: '/reports', label: 'Generate Report', icon: FileBarChart, writes: true },
  { to: '/audits', label: 'Schedule Audit', icon: CalendarPlus, writes: true },
  { to: '/marketplace', label: 'Audit Templates', icon: LayoutTemplate, writes: false },
] as const;

function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_LINKS.map(({ to, label, icon: Icon, writes }) => {
          const link = (
            <Button key={label} asChild variant="outline" className="justify-start">
              <Link to={to}>
                <Icon className="size-4" aria-hidden="true" /> {label}
              </Link>
            </Button>
          );
          return writes ? <CanWrite key={label}>{link}</CanWrite> : link;
        })}
        <ExportDataButton variant="outline" className="justify-start" />
      </CardContent>
    </Card>
  );
}

/** The signed-in home (/ and /dashboard, spec §2), every number from the user's own records. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: user } = useCurrentUser();
  const { search } = useLocation();
  if (!user) return <PageSpinner />;
  return (
    // Bottom padding: the floating Ask Quala button never covers the last card.
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-8 pb-24 sm:pt-10">
      {isPaymentReturn(search) && (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Welcome back, {user.firstName ?? user.email}</h1>
          <p className="mt-1 text-muted-foreground">Here's what's happening with your audits.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <CanWrite>
            <Button asChild>
              <Link to="/audits">
                <Plus className="size-4" aria-hidden="true" /> New Audit
              </Link>
            </Button>
          </CanWrite>
          <Button asChild variant="outline">
            <Link to="/ask-quala">
              <MessageCircle className="size-4" aria-hidden="true" /> Ask Quala
            </Link>
          </Button>
        </div>
      </div>
      <CriticalAlert />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <AuditOverview />
          <RecentAudits />
        </div>
        <div className="grid content-start gap-6">
          <MockInspectionCard />
          <QualaWidget />
          <ProgressCard user={user} />
          <UsageCard showUpgrade={!isPro(user.subscriptionStatus)} />
          <BadgesCard />
        </div>
      </div>
      <QuickActions />
      <Link
        to="/ask-quala"
        aria-label="Ask Quala"
        className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </Link>
    </div>
  );
}

export default DashboardPage;
