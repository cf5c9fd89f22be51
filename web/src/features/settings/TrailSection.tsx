import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { TRAIL_REVIEW_RESULT_LABELS, type TrailReview } from '@cq/shared/trail/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { formatUtcTimestamp } from '@/lib/dates';
import { RecordList, RecordRow } from './integrationParts';
import { ReviewDialog } from './ReviewDialog';
import { TrailExportForm } from './TrailExportForm';

function ReviewRow({ review }: { review: TrailReview }) {
  return (
    <RecordRow>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {review.from} to {review.to}
        <Badge variant={review.result === 'issues_found' ? 'destructive' : 'secondary'}>
          {TRAIL_REVIEW_RESULT_LABELS[review.result]}
        </Badge>
      </p>
      <p className="text-sm text-muted-foreground">
        {review.signature.meaning} by {review.signature.printedName} ({review.signature.email}),{' '}
        {formatUtcTimestamp(review.signature.signedAt)} · {review.entries} entries
      </p>
      {review.notes && <p className="text-sm whitespace-pre-wrap">{review.notes}</p>}
    </RecordRow>
  );
}

/**
 * The workspace's audit trail for its owners, admins and reviewers (21 CFR 11.10(b), Annex 11 §9): export a range
 * as CSV or PDF, and the signed periodic reviews with "Record a review". Others do not see it (the API refuses
 * them anyway).
 */
export function TrailSection() {
  const allowed = useCan('approve');
  const reviews = useQuery({ ...apiQuery('GET /api/trail/reviews'), enabled: allowed });
  const [recording, setRecording] = useState(false);
  if (!allowed) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ScrollText className="size-5 text-primary" aria-hidden="true" /> Audit Trail
        </CardTitle>
        <CardDescription>
          Export who changed what and when in this workspace, and record the periodic reviews of the trail.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TrailExportForm />
        <RecordList id="trail-reviews" title="Trail reviews" query={reviews} noun="trail reviews">
          {(items) => items.map((review) => <ReviewRow key={review.id} review={review} />)}
        </RecordList>
        <Button variant="outline" className="w-fit" onClick={() => setRecording(true)}>
          Record a review
        </Button>
        <ReviewDialog open={recording} onOpenChange={setRecording} />
      </CardContent>
    </Card>
  );
}
