import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Report } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { apiQuery } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { refusalOf, reportKeys } from './api';
import { ChecklistStep } from './ChecklistStep';
import { CompleteStep } from './CompleteStep';
import { stepForStatus, WIZARD_STEPS, WIZARD_STEP_LABELS, type WizardStep } from './display';
import { ReviewStep } from './ReviewStep';
import { SelectStep } from './SelectStep';

/**
 * Which report the checklist and review steps are about (the select step edits the title, the complete step
 * names it): one line, cut with an ellipsis; the full title is the text (read out whole) and its tooltip.
 */
function ReportName({ title }: { title: string }) {
  return (
    <p className="truncate text-sm text-muted-foreground" title={title}>
      Report: <span className="font-medium text-foreground">{title}</span>
    </p>
  );
}

function StepIndicator({ current }: { current: WizardStep }) {
  const at = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label="Report steps">
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((step, i) => (
          <li
            key={step}
            aria-current={i === at ? 'step' : undefined}
            className={cn(
              'grid justify-items-center gap-1 border-t-4 pt-2 text-center text-xs font-medium sm:text-sm',
              i < at
                ? 'border-primary text-foreground'
                : i === at
                  ? 'border-primary text-primary'
                  : 'border-muted text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                i <= at ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              {/* A text check, not an icon: lucide's Check is shared with public pages. */}
              {i < at ? '✓' : i + 1}
            </span>
            <span>
              {WIZARD_STEP_LABELS[step]}
              {i < at && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The four-step wizard (spec §2, §4): select → checklist (after the create call succeeds) → review (after the
 * findings are generated) → complete; back from checklist to select and from review to checklist; complete
 * resets to select. The report is saved on the server from step 1 on, named in the address (`?report=<id>`),
 * so a reload, or Edit in the list, resumes it where its status says.
 */
export function ReportWizard({
  reportId,
  focusFor,
  onOpen,
  onReset,
}: {
  reportId: string | null;
  /** A report opened from the list: its step takes focus. */
  focusFor: string | null;
  onOpen: (id: string) => void;
  onReset: () => void;
}) {
  const client = useQueryClient();
  const report = useQuery({
    ...apiQuery('GET /api/audit-reports/{id}', { params: { id: reportId ?? '' } }),
    enabled: reportId !== null,
  });
  // The step the user moved to, for the report it was chosen on; otherwise the report's status decides.
  const [moved, setMoved] = useState<{ id: string | null; step: WizardStep } | null>(null);
  const go = (step: WizardStep, id: string | null = reportId) => setMoved({ id, step });
  const reload = async (): Promise<Report | null> => {
    if (!reportId) return null;
    await client.refetchQueries({ queryKey: reportKeys.report(reportId), exact: true });
    return client.getQueryData<Report>(reportKeys.report(reportId)) ?? null;
  };

  let body;
  let step: WizardStep = 'select';
  let name: string | null = null;
  const focus = (moved !== null && moved.id === reportId) || (reportId !== null && focusFor === reportId);
  if (reportId === null) {
    body = (
      <SelectStep
        key="new"
        report={null}
        focus={focus}
        onStarted={(r) => {
          go('checklist', r.id);
          onOpen(r.id);
        }}
        onContinue={() => undefined}
        onReload={() => undefined}
      />
    );
  } else if (report.isPending) {
    body = <PageSpinner label="Loading report…" />;
  } else if (report.isError) {
    const notFound = refusalOf(report.error)?.status === 404;
    body = (
      <div className="grid gap-3">
        <FormAlert>
          {notFound ? 'There is no report at this address in your workspace.' : 'This report could not be loaded.'}
        </FormAlert>
        <Button className="w-fit" onClick={onReset}>
          Start a New Report
        </Button>
      </div>
    );
  } else {
    const current = report.data;
    step = moved?.id === reportId ? moved.step : stepForStatus(current.status);
    // A report whose answers are settled cannot go back to its checklist.
    if ((current.status === 'completed' || current.status === 'approved') && step !== 'complete') step = 'complete';
    const reloadNow = () => void reload();
    if (step === 'checklist' || step === 'review') name = current.title;
    body =
      step === 'select' ? (
        <SelectStep
          key={current.id}
          report={current}
          focus={focus}
          onStarted={() => undefined}
          onContinue={() => go('checklist')}
          onReload={reloadNow}
        />
      ) : step === 'checklist' ? (
        <ChecklistStep
          key={current.id}
          report={current}
          focus={focus}
          onBack={() => go('select')}
          onGenerated={() => go('review')}
          onReload={reload}
        />
      ) : step === 'review' ? (
        <ReviewStep
          report={current}
          focus={focus}
          onBack={() => go('checklist')}
          onCompleted={() => go('complete')}
          onReload={reloadNow}
        />
      ) : (
        <CompleteStep
          report={current}
          focus={focus}
          onReset={() => {
            go('select', null);
            onReset();
          }}
        />
      );
  }

  return (
    <Card className="grid gap-6 p-4 sm:p-6">
      <StepIndicator current={step} />
      {name !== null && <ReportName title={name} />}
      {body}
    </Card>
  );
}
