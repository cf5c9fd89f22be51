import * as z from '@cq/shared/schemas/z';
import { studyCreateSchema, studyUpdateSchema, type Study, type StudyCreate } from '@cq/shared/auditees/schemas';
import { TRIAL_PHASE_OPTIONS } from '@cq/shared/schemas/leads';

export { TRIAL_PHASE_OPTIONS };

/** The study form is the API's own schema, with the reason for a change when editing. */
export const studyFormSchema = z.safeExtend(studyCreateSchema, { reason: studyUpdateSchema.shape.reason });
export type StudyFormValues = z.input<typeof studyFormSchema>;
export type StudyValues = z.output<typeof studyFormSchema>;

export const STUDY_FIELDS = ['protocolNumber', 'title', 'phase', 'sponsorId', 'reason'] as const;
const RECORD_FIELDS = ['protocolNumber', 'title', 'phase', 'sponsorId'] as const;

export const studyDefaults = (study: Study | null): StudyFormValues => ({
  protocolNumber: study?.protocolNumber ?? '',
  title: study?.title ?? '',
  // The select starts on its placeholder, so a phase must be chosen.
  phase: study?.phase ?? ('' as StudyFormValues['phase']),
  sponsorId: study?.sponsorId ?? null,
  reason: '',
});

/** A new study's body: the record's fields (the reason is an edit's). */
export const newStudyBody = ({ reason: _reason, ...fields }: StudyValues): StudyCreate => fields;

/** An edit's fields that differ from the study as read: only those are sent (and trailed). */
export const changedStudyFields = (study: Study, values: StudyValues): Partial<StudyCreate> =>
  Object.fromEntries(RECORD_FIELDS.filter((f) => values[f] !== study[f]).map((f) => [f, values[f]]));

export const phaseLabel = (phase: string): string => TRIAL_PHASE_OPTIONS.find((o) => o.value === phase)?.label ?? phase;
