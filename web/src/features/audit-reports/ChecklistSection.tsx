import {
  CARRIED_OVER_LABEL,
  CHECKLIST_RESPONSE_LABELS,
  takesNotes,
  type ChecklistResponse,
} from '@cq/shared/reports/rules';
import type { Report } from '@cq/shared/reports/schemas';
import { EvidenceList, useAnswerFileCounts } from '@/features/evidence';
import { cn } from '@/lib/cn';

const RESPONSE_CLASSES: Record<ChecklistResponse, string> = {
  compliant: 'bg-success-surface text-success',
  minor_finding: 'bg-warning-surface text-warning-foreground',
  non_compliant: 'bg-danger-surface text-destructive',
  not_applicable: 'bg-muted text-muted-foreground',
};

/**
 * The checklist as answered: each question, its answer, notes and evidence files (answers change in the wizard;
 * files may be attached here until the report is approved).
 */
export function ChecklistSection({ report }: { report: Report }) {
  const files = useAnswerFileCounts(report.id);
  // An approved report's evidence is kept for good: no file added or removed.
  const approved = report.status === 'approved';
  return (
    <section aria-labelledby="checklist-heading" className="grid gap-4">
      <h2 id="checklist-heading" className="text-xl font-semibold tracking-tight">
        Checklist
      </h2>
      <ol className="grid gap-3">
        {report.checklist.map((item, i) => (
          <li key={item.id} className="grid gap-2 rounded-[var(--radius-card)] border border-border p-4">
            <p className="text-xs font-medium text-muted-foreground">
              {i + 1}. {item.category} · {item.priority} priority · {item.reference}
            </p>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1 font-medium">{item.question}</p>
              <span
                className={cn(
                  'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                  item.response ? RESPONSE_CLASSES[item.response] : 'border border-input text-muted-foreground',
                )}
              >
                {item.response ? CHECKLIST_RESPONSE_LABELS[item.response] : 'Not answered'}
                {item.carriedOver && ` · ${CARRIED_OVER_LABEL}`}
              </span>
            </div>
            {item.notes && (
              <p className="text-sm whitespace-pre-line">
                <span className="text-muted-foreground">Notes: </span>
                {item.notes}
              </p>
            )}
            {(takesNotes(item.response) || item.evidenceRequired || (files.get(item.id) ?? 0) > 0) && (
              <EvidenceList
                target={{ kind: 'answer', reportId: report.id, questionId: item.id }}
                label={`question ${i + 1}`}
                canAdd={!approved}
                canRemove={!approved}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
