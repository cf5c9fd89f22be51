import { useQuery } from '@tanstack/react-query';
import { purchaseLive } from '@cq/shared/library/rules';
import { BOOKING_STATUS_LABELS, INSPECTION_TYPE_LABELS } from '@cq/shared/mock/rules';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { apiQuery } from '@/lib/api/client';

/**
 * The dashboard's card for Mock Inspection Program subscribers: the latest booking and its status, or a link to
 * book. The bookings are asked for only when the caller's billing lists a live `mock` purchase (the rule the
 * server checks), so a non-subscriber's dashboard makes no request the server would refuse (403) and sees nothing.
 */
export function MockInspectionCard() {
  const billing = useQuery(apiQuery('GET /api/billing'));
  const now = new Date();
  const subscribed = billing.data?.entitlements.some((e) => e.product === 'mock' && purchaseLive(e, now)) ?? false;
  const list = useQuery({ ...apiQuery('GET /api/mock-inspections'), retry: false, enabled: subscribed });
  if (!subscribed || !list.data) return null;
  const latest = list.data[0];
  return (
    <Card role="region" aria-labelledby="mock-inspection-card">
      <CardHeader>
        <CardTitle id="mock-inspection-card" className="text-lg">
          Mock inspection
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {latest ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {INSPECTION_TYPE_LABELS[latest.inspectionType]} · {latest.site}
              </span>
              <Badge variant="secondary">{BOOKING_STATUS_LABELS[latest.status]}</Badge>
            </p>
            <p className="text-sm text-muted-foreground">
              Dates wanted {latest.earliest} to {latest.latest}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">This quarter's mock inspection is not booked yet.</p>
        )}
        <Link to="/mock-inspection" className="text-sm font-medium text-accent hover:underline">
          {latest ? 'View your mock inspections' : 'Book your mock inspection'}
        </Link>
      </CardContent>
    </Card>
  );
}
