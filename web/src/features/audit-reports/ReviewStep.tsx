import { ArrowLeft, CheckCheck } from 'lucide-react';
import { checklistCount, completionRefusal, scoreStanding } from '@cq/shared/reports/rules';
import type { Report } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';
import { usePending } from '@/lib/usePending';
import { useReportUpdate } from './api';
import { RISK_LEVEL_CLASSES } from './display';
import { ExportButtons } from './ExportButtons';
import { FindingList } from './FindingList';
import { StepHeading } from './StepHeading';
import { WriteError } from './WriteError';

function Figure({
  label,
  value,
  detail,
  className,
}: {
  label: string;
  value: string;
  detail?: string;
  className?: string;
}) {
  return (
    <Card className={cn('grid gap-1 p-4', className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
      {detail && <p className="text-sm font-medium">{detail}</p>}
    </Card>
  );
}

/**
 * The review numbers shared by the wizard and the report page: completion, findings, risk score and level. The
 * level (and its colour) only once every item is answered: before that the score is provisional (shared rule).
 */
export function ReportFigures({ report }: { report: Report }) {
  const standing = scoreStanding(report.riskScore, checklistCount(report.checklist));
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
      <Figure
        label="Completion"
        value={`${standing.answered}/${standing.questions}`}
        detail={`${report.progress}% answered`}
      />
      <Figure label="Findings" value={String(report.generatedFindings.length)} />
      <Figure
        label="Risk score"
        value={`${report.riskScore}/100`}
        detail={standing.label}
        className={cn(standing.level && ['border-0', RISK_LEVEL_CLASSES[standing.level]])}
      />
    </div>
  );
}

/**
 * Step 3 (spec §2): completion count, findings count, risk score out of 100 with its level, the findings, and
 * PDF / HTML / MD exports that download the server's files. Back returns the report to in progress; Complete
 * settles it (answers locked, CAPA records opened, +500 XP).
 */
export function ReviewStep({
  report,
  focus,
  onBack,
  onCompleted,
  onReload,
}: {
  report: Report;
  focus: boolean;
  onBack: () => void;
  onCompleted: () => void;
  onReload: () => void;
}) {
  const move = useReportUpdate(report.id);
  const pending = usePending<'in_progress' | 'completed'>();
  const completing = pending.running === 'completed';
  const run = async (status: 'in_progress' | 'completed') => {
    try {
      if (report.status !== status) await move.mutateAsync({ version: report.version, status });
      if (status === 'completed') onCompleted();
      else onBack();
    } catch {
      // shown below
    }
  };
  const unanswered = completionRefusal(report.checklist);
  return (
    <section aria-labelledby="step-review" className="grid gap-5">
      <StepHeading id="step-review" focus={focus}>
        Review
      </StepHeading>
      {move.isError && (
        <WriteError
          error={move.error}
          onReload={() => {
            move.reset();
            onReload();
          }}
        />
      )}
      <ReportFigures report={report} />
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">Generated findings</h3>
        <FindingList findings={report.generatedFindings} headingLevel={4} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">Export</h3>
        <ExportButtons reportId={report.id} title={report.title} />
      </div>
      <p className="text-sm text-muted-foreground">
        Completing the report locks its answers and opens a CAPA record for each finding that needs one.
      </p>
      {unanswered && (
        <FormAlert tone="info" id="complete-blocked">
          {unanswered}
        </FormAlert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          onClick={pending.guard(() => run('in_progress'), 'in_progress')}
          loading={pending.running === 'in_progress'}
          disabled={pending.busy}
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Checklist
        </Button>
        <Button
          onClick={pending.guard(() => run('completed'), 'completed')}
          loading={completing}
          disabled={pending.busy || unanswered !== null}
          aria-describedby={unanswered ? 'complete-blocked' : undefined}
        >
          {!completing && <CheckCheck className="size-4" aria-hidden="true" />}
          {completing ? 'Completing…' : 'Complete Report'}
        </Button>
      </div>
    </section>
  );
}
