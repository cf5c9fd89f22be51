import { CHECKLIST_RESPONSES, type ChecklistItem, type ChecklistResponse } from '../reports/rules';
import { formatCount } from '../schemas/limits';

/** The limits of a template: the editor counts against them and the API refuses past them. */
export const TEMPLATE_LIMITS = {
  name: 120,
  questions: 200,
  question: 400,
  section: 80,
  category: 80,
  guidance: 600,
  reference: 160,
  grades: 8,
  gradeLabel: 40,
  points: 100,
  /** A workspace's own templates: each is a record read whole when a report starts. */
  perWorkspace: 100,
} as const;

const L = TEMPLATE_LIMITS;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Report type is required',
  questionRequired: 'Question text is required',
  categoryRequired: 'Category is required',
  priorityRequired: 'Priority must be critical, high or medium',
  questionsRequired: 'Add at least one question',
  tooManyQuestions: `A template has at most ${formatCount(L.questions)} questions`,
  gradesRequired: 'Add at least one grade',
  tooManyGrades: `A grading has at most ${L.grades} grades`,
  gradeLabelRequired: 'Grade name is required',
  gradeLabelTaken: 'Each grade needs its own name',
  gradeUnknown: 'Choose one of the grading’s grades',
  points: `Points must be a whole number from 0 to ${L.points}`,
  severityRequired: 'Choose the severity this grade counts as',
  answerScale: 'The answer scale needs Compliant and Non-Compliant',
  templateNotFound: 'Template not found',
  builtInReadOnly: 'A built-in template cannot be changed: import its JSON into a new draft to adapt it.',
  notPublished: 'This template has no published version yet: publish it before starting a report from it.',
  tooManyTemplates: `A workspace has at most ${L.perWorkspace} templates`,
  noChanges: 'Nothing changed since the last published version.',
  evidenceNote: 'Evidence is required for this question: attach a file or add a note saying why it is non-compliant.',
  importNotJson: 'The file is not a JSON template export.',
} as const;

/** Every answer a checklist offers unless its template narrows the scale. */
export const FULL_ANSWER_SCALE: readonly ChecklistResponse[] = CHECKLIST_RESPONSES;

/** The answers a scale offers, in the standard order, whatever order it was written in. */
export const orderedScale = (scale: readonly ChecklistResponse[]): ChecklistResponse[] =>
  CHECKLIST_RESPONSES.filter((r) => scale.includes(r));

/**
 * A question marked evidence required cannot be answered non-compliant without a file or a note saying why
 * (issue 19). `evidenceFiles` is how many files are attached to the answer (superseded ones not counted). Null
 * when the answer may stand.
 */
export function evidenceRefusal(
  item: Pick<ChecklistItem, 'evidenceRequired' | 'response' | 'notes'>,
  evidenceFiles: number,
): string | null {
  if (!item.evidenceRequired || item.response !== 'non_compliant') return null;
  if (evidenceFiles > 0 || item.notes.trim() !== '') return null;
  return TEMPLATE_MESSAGES.evidenceNote;
}

/** What a report started from a report type (not a template) carries: no template, the built-in rule, every answer. */
export const typeChecklistFields = () => ({
  templateId: null,
  templateVersion: null,
  grading: null,
  answerScale: [...CHECKLIST_RESPONSES],
});
