import { useCallback, useEffect, useRef, useState } from 'react';
import { takesNotes, type ChecklistResponse } from '@cq/shared/reports/rules';
import { CHECKLIST_NOTES_MAX, type Report } from '@cq/shared/reports/schemas';
import { isTooLong } from '@cq/shared/schemas/limits';
import { evidenceRefusal } from '@cq/shared/templates/rules';
import { useReportAnswers } from './api';

export interface Answer {
  response: ChecklistResponse | null;
  notes: string;
  /** Carried over from the last audit and not confirmed yet ("carried over — confirm"). */
  carriedOver?: boolean;
  /** Confirmed (or changed) here after being carried over: the save says so, so the mark clears. */
  confirmed?: boolean;
}
export type Answers = Record<string, Answer>;

export const answersOf = (report: Pick<Report, 'checklist'>): Answers =>
  Object.fromEntries(
    report.checklist.map((item) => [
      item.id,
      { response: item.response, notes: item.notes, ...(item.carriedOver ? { carriedOver: true } : {}) },
    ]),
  );

/** The body's answers: every question, notes only where the answer takes notes (spec §5). */
export const responsesOf = (answers: Answers) =>
  Object.entries(answers).map(([questionId, a]) => ({
    questionId,
    response: a.response,
    notes: takesNotes(a.response) ? a.notes : '',
    ...(a.confirmed ? { confirm: true } : {}),
  }));

/**
 * The questions whose notes are past their limit (2 000): refused here, before any request, with the message the
 * API would give; the notes stay as typed (never cut) until they are shortened.
 */
export const notesOverLimit = (answers: Answers): string[] =>
  Object.entries(answers)
    .filter(([, a]) => takesNotes(a.response) && isTooLong(a.notes, CHECKLIST_NOTES_MAX))
    .map(([questionId]) => questionId);

/** No files attached to any answer. */
const NO_FILES: ReadonlyMap<string, number> = new Map();

/**
 * The evidence-required questions answered non-compliant with neither a file (`files`: how many each answer has)
 * nor a note saying why (issue 19): refused here with the API's message, before any request, until one is added.
 */
export const evidenceMissing = (
  report: Pick<Report, 'checklist'>,
  answers: Answers,
  files: ReadonlyMap<string, number> = NO_FILES,
): string[] =>
  report.checklist
    .filter((item) => {
      const a = answers[item.id];
      return a && evidenceRefusal({ ...item, response: a.response, notes: a.notes }, files.get(item.id) ?? 0) !== null;
    })
    .map((item) => item.id);

/** Whether anything keeps the answers from being sent: notes past their limit, or evidence missing. */
const heldBack = (report: Pick<Report, 'checklist'>, answers: Answers, files: ReadonlyMap<string, number>): boolean =>
  notesOverLimit(answers).length > 0 || evidenceMissing(report, answers, files).length > 0;

/**
 * `held`: not sent, because notes are past their limit or an evidence note is missing; saving resumes once they
 * are put right.
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'held';

/** How long typing in a notes box waits before saving (leaving the box saves at once). */
export const NOTES_SAVE_DELAY_MS = 700;

/**
 * The checklist's answers, saved to the server as they change (the draft survives a reload): one save at a
 * time against the version last read, later changes folded into the next save. A failed save stops saving
 * until Retry (or Reload, for a 409) so nothing is sent against a version that no longer holds.
 */
export function useChecklistSaver(report: Report, files: ReadonlyMap<string, number> = NO_FILES) {
  const mutation = useReportAnswers(report.id);
  // Read when a save runs: a file attached meanwhile lets held answers go.
  const filesNow = useRef(files);
  filesNow.current = files;
  const { mutateAsync } = mutation;
  const [answers, setAnswers] = useState<Answers>(() => answersOf(report));
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  const latest = useRef({ answers, version: report.version, saved: report });
  const dirty = useRef(false);
  const failed = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = true;
    queue.current = queue.current.then(async () => {
      if (!dirty.current || failed.current) return;
      if (heldBack(latest.current.saved, latest.current.answers, filesNow.current)) {
        setState('held');
        return;
      }
      dirty.current = false;
      setState('saving');
      try {
        const saved = await mutateAsync({
          version: latest.current.version,
          responses: responsesOf(latest.current.answers),
        });
        latest.current = { ...latest.current, version: saved.version, saved };
        if (!dirty.current) setState('saved');
      } catch (e) {
        failed.current = true;
        dirty.current = true;
        setError(e);
        setState('failed');
      }
    });
    return queue.current;
  }, [mutateAsync]);

  const change = useCallback(
    (questionId: string, next: Partial<Answer>, when: 'now' | 'later') => {
      const before = latest.current.answers[questionId]!;
      // Any change to a carried-over answer, or its Confirm, makes it this audit's answer.
      const answer = before.carriedOver
        ? { ...before, ...next, carriedOver: false, confirmed: true }
        : { ...before, ...next };
      const all = { ...latest.current.answers, [questionId]: answer };
      latest.current = { ...latest.current, answers: all };
      setAnswers(all);
      if (when === 'now') void save();
      else {
        dirty.current = true;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void save(), NOTES_SAVE_DELAY_MS);
      }
    },
    [save],
  );

  /** True while changes wait because notes are past their limit or evidence is missing (leaving would lose them). */
  const isHeld = useCallback(
    () => dirty.current && heldBack(latest.current.saved, latest.current.answers, filesNow.current),
    [],
  );

  /** Saves whatever is pending and resolves with the report as saved, or null if saving failed or is held. */
  const flush = useCallback(async (): Promise<Report | null> => {
    if (dirty.current || timer.current) await save();
    else await queue.current;
    return failed.current || isHeld() ? null : latest.current.saved;
  }, [save, isHeld]);

  const retry = useCallback(() => {
    failed.current = false;
    setError(null);
    void save();
  }, [save]);

  /** After a Reload: start again from the report as the server now has it. */
  const resetTo = useCallback((fresh: Report) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    failed.current = false;
    dirty.current = false;
    const next = answersOf(fresh);
    latest.current = { answers: next, version: fresh.version, saved: fresh };
    setAnswers(next);
    setError(null);
    setState('idle');
  }, []);

  // Leaving the step with notes still waiting: save them now. Leaving the page with a save pending: ask first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || timer.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) void save();
    };
  }, [save]);

  return { answers, state, error, change, flush, retry, resetTo, isHeld, saving: mutation.isPending };
}
