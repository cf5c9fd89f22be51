import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ANALYTICS_TITLES } from '@cq/shared/analytics/columns';
import { ANALYTICS_MESSAGES, type AnalyticsTable } from '@cq/shared/analytics/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A Pro chart on Free: what it would show and the way to it (the server refuses the data itself). */
export function LockedCard({ table, what }: { table: AnalyticsTable; what: string }) {
  return (
    <Card className="border-dashed">
      <CardHeader className="flex flex-row items-center gap-2">
        <Lock aria-hidden="true" className="size-4" />
        <CardTitle>{ANALYTICS_TITLES[table]}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="text-muted-foreground">{what}</p>
        <p>
          <Link to="/subscribe" className="font-medium text-primary underline underline-offset-4">
            Upgrade to Pro to see {ANALYTICS_TITLES[table]}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** Team workload in a personal workspace: there is no team, so the card says where it is (the API answers 404). */
export function OrgOnlyCard() {
  return (
    <Card className="border-dashed">
      <CardHeader>
        <CardTitle>{ANALYTICS_TITLES.workload}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{ANALYTICS_MESSAGES.orgOnly}.</CardContent>
    </Card>
  );
}
