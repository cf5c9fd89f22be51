import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/usePageTitle';
import { useCurrentUser } from '@/features/session';

/** Walking-skeleton dashboard: the greeting; the workspace issue adds overview, audits and progress. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Welcome back, {user.firstName ?? user.email}</h1>
      <p className="mt-2 text-muted-foreground">Here's what's happening with your audits.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/audits">New Audit</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/ask-quala">Ask Quala</Link>
        </Button>
      </div>
    </div>
  );
}

export default DashboardPage;
