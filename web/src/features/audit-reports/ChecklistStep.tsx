import { ArrowLeft, CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import {
  CARRIED_OVER_LABEL,
  CHECKLIST_RESPONSE_LABELS,
  takesNotes,
  type ChecklistItem,
} from '@cq/shared/reports/rules';
import { CHECKLIST_NOTES_MAX, type Report } from '@cq/shared/reports/schemas';
import { formatCount } from '@cq/shared/schemas/limits';
import { TEMPLATE_MESSAGES } from '@cq/shared/templates/rules';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { EvidenceList, useAnswerFileCounts } from '@/features/evidence';
import { usePending } from '@/lib/usePending';
import { useReportUpdate } from './api';
import { StepHeading } from './StepHeading';
import { evidenceMissing, notesOverLimit, useChecklistSaver, type Answer, type SaveState } from './useChecklistSaver';
import { WriteError } from './WriteError';

const PRIORITY_LABELS: Record<ChecklistItem['priority'], string> = {
  critical: 'Critical priority',
  high: 'High priority',
  medium: 'Medium priority',
};

const SAVE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'All answers saved',
  failed: 'Not saved',
  held: 'Not saved',
};

/** Why nothing is saved while an evidence-required question is non-compliant with no note saying why. */
export const EVIDENCE_MISSING =
  'Attach a file or add a note where evidence is marked missing below: until then the answers are not saved.';

/** Why nothing is saved (or generated) while a note is past its limit. */
export const NOTES_TOO_LONG = `Shorten the notes marked below to ${formatCount(CHECKLIST_NOTES_MAX)} characters or fewer: until then the answers are not saved.`;

function Question({
  reportId,
  item,
  index,
  total,
  scale,
  answer,
  evidenceNeeded,
  files,
  onChange,
  onNotesBlur,
}: {
  reportId: string;
  item: ChecklistItem;
  index: number;
  total: number;
  scale: Report['answerScale'];
  answer: Answer;
  evidenceNeeded: boolean;
  /** How many files the answer has. */
  files: number;
  onChange: (next: Partial<Answer>, when: 'now' | 'later') => void;
  onNotesBlur: () => void;
}) {
  const notesId = `notes-${item.id}`;
  return (
    <li className="rounded-[var(--radius-card)] border border-border bg-background p-4 sm:p-5">
      <fieldset className="grid gap-3">
        <legend className="grid gap-1">
          <span className="text-xs font-medium text-muted-foreground">
            Question {index + 1} of {total} · {item.category} · {PRIORITY_LABELS[item.priority]}
            {item.evidenceRequired && ' · Evidence required'}
          </span>
          <span className="font-semibold">{item.question}</span>
        </legend>
        {answer.carriedOver && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-warning-surface px-2.5 py-0.5 text-xs font-semibold text-warning-foreground">
              {CARRIED_OVER_LABEL}
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => onChange({}, 'now')}>
              Confirm<span className="sr-only"> the answer to question {index + 1}</span>
            </Button>
          </div>
        )}
        {item.guidance && <p className="text-sm text-muted-foreground">Guidance: {item.guidance}</p>}
        {item.reference && <p className="text-xs text-muted-foreground">Reference: {item.reference}</p>}
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-4">
          {scale.map((response) => (
            <label
              key={response}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                name={`response-${item.id}`}
                value={response}
                checked={answer.response === response}
                onChange={() => onChange({ response }, 'now')}
                className="size-4 accent-primary"
              />
              {CHECKLIST_RESPONSE_LABELS[response]}
            </label>
          ))}
        </div>
        {takesNotes(answer.response) && (
          <Field
            id={notesId}
            label={
              <>
                Notes<span className="sr-only"> for question {index + 1}</span>
              </>
            }
            limit={{ value: answer.notes, max: CHECKLIST_NOTES_MAX }}
            error={evidenceNeeded ? TEMPLATE_MESSAGES.evidenceNote : undefined}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                className="min-h-20"
                value={answer.notes}
                placeholder="What did you observe? The notes go into the finding."
                onChange={(e) => onChange({ notes: e.target.value }, 'later')}
                onBlur={onNotesBlur}
              />
            )}
          </Field>
        )}
        {(takesNotes(answer.response) || item.evidenceRequired || files > 0) && (
          <EvidenceList target={{ kind: 'answer', reportId, questionId: item.id }} label={`question ${index + 1}`} />
        )}
      </fieldset>
    </li>
  );
}

/** Consecutive questions of the same section, in checklist order (the built-in five have none: one untitled run). */
function sectionsOf(items: readonly ChecklistItem[]) {
  const runs: { title: string; items: ChecklistItem[]; start: number }[] = [];
  items.forEach((item, index) => {
    const title = item.section ?? '';
    const last = runs[runs.length - 1];
    if (last && last.title === title) last.items.push(item);
    else runs.push({ title, items: [item], start: index });
  });
  return runs;
}

/**
 * Step 2 (spec §2): five questions, each answered compliant, minor finding, non-compliant or not applicable;
 * a notes box only for minor findings and non-compliance (spec §5). Answers are saved as they change.
 * Generate AI Report is disabled until one item is answered; it moves the report to review.
 */
export function ChecklistStep({
  report,
  focus,
  onBack,
  onGenerated,
  onReload,
}: {
  report: Report;
  focus: boolean;
  onBack: () => void;
  onGenerated: () => void;
  onReload: () => Promise<Report | null>;
}) {
  const fileCounts = useAnswerFileCounts(report.id);
  const saver = useChecklistSaver(report, fileCounts);
  const move = useReportUpdate(report.id);
  const pending = usePending<'generate' | 'back'>();
  const generating = pending.running === 'generate';
  const answered = Object.values(saver.answers).filter((a) => a.response !== null).length;
  const total = report.checklist.length;
  // Notes past their limit are kept as typed and refused: nothing is saved, generated or left behind until shortened.
  const tooLong = notesOverLimit(saver.answers).length > 0;
  const noEvidence = evidenceMissing(report, saver.answers, fileCounts);
  // A file attached to an answer held for want of evidence lets the answers go.
  const { state: saveState, flush } = saver;
  useEffect(() => {
    if (saveState === 'held') void flush();
  }, [fileCounts, saveState, flush]);
  const held = tooLong || noEvidence.length > 0;
  const heldNote = tooLong ? 'notes-too-long' : noEvidence.length > 0 ? 'evidence-missing' : undefined;
  const sections = sectionsOf(report.checklist);

  const generate = async () => {
    try {
      const saved = await saver.flush();
      if (!saved) return;
      if (saved.status !== 'review') await move.mutateAsync({ version: saved.version, status: 'review' });
      onGenerated();
    } catch {
      // shown below
    }
  };
  const back = async () => {
    await saver.flush();
    if (saver.isHeld()) return;
    onBack();
  };
  const reload = async () => {
    move.reset();
    const fresh = await onReload();
    if (fresh) saver.resetTo(fresh);
  };

  return (
    <section aria-labelledby="step-checklist" className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <StepHeading id="step-checklist" focus={focus}>
          Checklist
        </StepHeading>
        <p className="text-sm text-muted-foreground">
          {answered} of {total} answered
          <span role="status" className="ml-2 inline-flex items-center gap-1">
            {saver.state === 'saved' && <CheckCircle2 className="size-4 text-success" aria-hidden="true" />}
            {SAVE_TEXT[saver.state]}
          </span>
        </p>
      </div>
      {saver.state === 'failed' && (
        <WriteError error={saver.error} onReload={() => void reload()} onRetry={saver.retry} />
      )}
      {move.isError && <WriteError error={move.error} onReload={() => void reload()} />}
      {tooLong && <FormAlert id="notes-too-long">{NOTES_TOO_LONG}</FormAlert>}
      {noEvidence.length > 0 && <FormAlert id="evidence-missing">{EVIDENCE_MISSING}</FormAlert>}
      {sections.map(({ title, items, start }) => (
        <div key={`${start}-${title}`} className="grid gap-3">
          {title && <h3 className="text-lg font-semibold">{title}</h3>}
          <ol className="grid gap-4" start={start + 1}>
            {items.map((item, i) => (
              <Question
                key={item.id}
                item={item}
                index={start + i}
                total={total}
                scale={report.answerScale}
                answer={saver.answers[item.id] ?? { response: null, notes: '' }}
                evidenceNeeded={noEvidence.includes(item.id)}
                reportId={report.id}
                files={fileCounts.get(item.id) ?? 0}
                onChange={(next, when) => saver.change(item.id, next, when)}
                onNotesBlur={() => void saver.flush()}
              />
            ))}
          </ol>
        </div>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          onClick={pending.guard(back, 'back')}
          loading={pending.running === 'back'}
          disabled={pending.busy || held}
          aria-describedby={heldNote}
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back
        </Button>
        <Button
          onClick={pending.guard(generate, 'generate')}
          disabled={answered === 0 || pending.busy || held}
          loading={generating}
          aria-describedby={heldNote}
        >
          {!generating && <Sparkles className="size-4" aria-hidden="true" />}
          {generating ? 'Generating…' : 'Generate AI Report'}
        </Button>
      </div>
      {answered === 0 && (
        <p className="text-right text-sm text-muted-foreground">Answer at least one question to generate the report.</p>
      )}
    </section>
  );
}
