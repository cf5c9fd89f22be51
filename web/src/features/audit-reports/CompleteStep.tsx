import { CheckCircle2, FileSignature, ListChecks, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import type { Report } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { reportHref } from './display';
import { ExportButtons } from './ExportButtons';
import { ReportFigures } from './ReviewStep';
import { StepHeading } from './StepHeading';

/**
 * Step 4 (spec §2): 'Create Another Report' starts again at step 1; 'View All Reports' goes to /audits (as the
 * spec says). The report's own page is where it is signed and its CAPA followed up.
 */
export function CompleteStep({ report, focus, onReset }: { report: Report; focus: boolean; onReset: () => void }) {
  const navigate = useNavigate();
  const signed = report.status === 'approved';
  return (
    <section aria-labelledby="step-complete" className="grid gap-5">
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-8 shrink-0 text-success" aria-hidden="true" />
        <StepHeading id="step-complete" focus={focus}>
          {signed ? 'Report approved' : 'Report completed'}
        </StepHeading>
      </div>
      <p className="text-muted-foreground">
        {signed
          ? `${report.title} is signed and can no longer change.`
          : `${report.title} is complete. Open it to follow up its CAPA and sign it.`}
      </p>
      <ReportFigures report={report} />
      <ExportButtons reportId={report.id} title={report.title} />
      {/* Signing is what a completed report waits for: that is the main action until it is signed. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant={signed ? 'secondary' : 'default'}>
          <Link to={reportHref(report.id)}>
            <FileSignature className="size-4" aria-hidden="true" /> {signed ? 'Open Report' : 'Open Report to Sign'}
          </Link>
        </Button>
        <Button variant={signed ? 'default' : 'secondary'} onClick={onReset}>
          <Plus className="size-4" aria-hidden="true" /> Create Another Report
        </Button>
        <Button variant="outline" onClick={() => void navigate('/audits')}>
          <ListChecks className="size-4" aria-hidden="true" /> View All Reports
        </Button>
      </div>
    </section>
  );
}
