import { ShieldAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { ACCESS_DENIED, ACCESS_DENIED_REDIRECT_MS, isAdmin } from './display';
import { ErrorLogsPanel } from './ErrorLogsPanel';
import { JobsPanel } from './JobsPanel';
import { LeadsPanel } from './LeadsPanel';
import { OutboxPanel } from './OutboxPanel';
import { OverviewPanel } from './OverviewPanel';
import { UsersPanel } from './UsersPanel';

const SECTIONS = [
  { value: 'overview', label: 'Overview', Panel: OverviewPanel },
  { value: 'users', label: 'Users', Panel: UsersPanel },
  { value: 'errors', label: 'Error logs', Panel: ErrorLogsPanel },
  { value: 'leads', label: 'Leads', Panel: LeadsPanel },
  { value: 'jobs', label: 'Job posts', Panel: JobsPanel },
  { value: 'outbox', label: 'Sent mail', Panel: OutboxPanel },
] as const;
type Section = (typeof SECTIONS)[number]['value'];
const isSection = (value: string | null): value is Section => SECTIONS.some((s) => s.value === value);

/** Spec §8: a non-admin reads the denial, then goes to /dashboard after 1 s. The API refuses them anyway. */
function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-20 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="sr-only">Admin</h1>
      <p role="alert" className="text-lg font-semibold text-destructive">
        {ACCESS_DENIED}
      </p>
      <p className="text-sm text-muted-foreground">Taking you to your dashboard…</p>
    </div>
  );
}

/** The sections as tabs; the open one is in the address (`?tab=users`), so a section can be linked and reloaded. */
function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const current: Section = isSection(tab) ? tab : 'overview';
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          System health, users and roles, error logs, leads, job posts and sent mail.
        </p>
      </div>
      <Tabs.Root
        value={current}
        onValueChange={(value) =>
          setParams(
            (p) => {
              if (value === 'overview') p.delete('tab');
              else p.set('tab', value);
              return p;
            },
            { replace: true },
          )
        }
        className="grid gap-6"
      >
        <Tabs.List
          aria-label="Admin sections"
          className="flex flex-wrap gap-1 rounded-[var(--radius-card)] border border-border bg-background p-1"
        >
          {SECTIONS.map((s) => (
            <Tabs.Trigger
              key={s.value}
              value={s.value}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {s.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SECTIONS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

/**
 * /admin (spec §2, §6, §8; issue 12): the admin dashboard on real data. Signed-out visitors never get here
 * (ProtectedRoute); the role check mirrors the API's, which answers 403 to anyone else whatever this page does.
 */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return isAdmin(user) ? <AdminDashboard /> : <AccessDenied />;
}

export default AdminPage;
