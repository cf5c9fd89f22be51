import { useQuery } from '@tanstack/react-query';
import { BOOKING_STATUS_LABELS, INSPECTION_TYPE_LABELS } from '@cq/shared/mock/rules';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { apiQuery } from '@/lib/api/client';

/**
 * The dashboard's card for Mock Inspection Program subscribers: the latest booking and its status, or a link to
 * book. Anyone else (the read answers 403) sees nothing.
 */
export function MockInspectionCard() {
  const list = useQuery({ ...apiQuery('GET /api/mock-inspections'), retry: false });
  if (!list.data) return null;
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
