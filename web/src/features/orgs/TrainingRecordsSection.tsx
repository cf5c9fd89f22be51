import { useQuery } from '@tanstack/react-query';
import { trainingCourseSummary } from '@cq/shared/learning/rules';
import { Download, GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { trainingRecordsQuery } from './api';

/**
 * The members' Learning Hub training records (owners and admins): courses, lessons done, quiz results and
 * certificates, with CSV and PDF exports for the training file ICH E6 expects.
 */
export function TrainingRecordsSection({ orgId }: { orgId: string }) {
  const records = useQuery(trainingRecordsQuery(orgId));
  const pending = usePending<'csv' | 'pdf'>();
  const save = async (format: 'csv' | 'pdf') => {
    try {
      const url = apiUrl('GET /api/orgs/{id}/training-records/export', { params: { id: orgId }, query: { format } });
      toast({ title: 'Training records exported', description: await downloadFile(url, `training-records.${format}`) });
    } catch (error) {
      toast({ title: 'Not exported', description: refusalOf(error)?.message ?? 'Try again.' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <GraduationCap className="size-5 text-primary" aria-hidden="true" /> Training records
        </CardTitle>
        <CardDescription>
          Each member’s Learning Hub courses: lessons done, quiz results and certificates. Members take courses with
          their own Learning Hub subscription.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              loading={pending.running === format}
              disabled={pending.busy}
              onClick={pending.guard(() => save(format), format)}
            >
              <Download className="size-4" aria-hidden="true" /> Export {format.toUpperCase()}
            </Button>
          ))}
        </div>
        {records.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : records.isError ? (
          <FormAlert>The training records could not be loaded.</FormAlert>
        ) : (
          <ul className="grid gap-3" aria-label="Training records">
            {records.data.map((r) => (
              <li key={r.userId} className="grid gap-1 rounded-md border border-border p-3">
                <span className="font-medium break-words">
                  {r.name} <span className="font-normal text-muted-foreground">({r.email})</span>
                </span>
                {r.courses.length === 0 ? (
                  <span className="text-sm text-muted-foreground">No course started.</span>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {r.courses.map((c) => (
                      <li key={c.courseId}>
                        <span className="font-medium">{c.course}</span>: {trainingCourseSummary(c, formatDate)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
